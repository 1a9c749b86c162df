CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"drama_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drama_daily_stats" (
	"drama_id" integer NOT NULL,
	"day" date NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "drama_daily_stats_drama_id_day_pk" PRIMARY KEY("drama_id","day")
);
--> statement-breakpoint
CREATE TABLE "drama_tags" (
	"drama_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "drama_tags_drama_id_tag_id_pk" PRIMARY KEY("drama_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "drama_translations" (
	"drama_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"synopsis" text DEFAULT '' NOT NULL,
	"title_search" text NOT NULL,
	CONSTRAINT "drama_translations_drama_id_locale_pk" PRIMARY KEY("drama_id","locale")
);
--> statement-breakpoint
CREATE TABLE "dramas" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"status" text NOT NULL,
	"poster" text NOT NULL,
	"free_episodes" integer DEFAULT 3 NOT NULL,
	"episode_price" integer NOT NULL,
	"episode_count" integer DEFAULT 0 NOT NULL,
	"play_count" bigint DEFAULT 0 NOT NULL,
	"favorite_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dramas_slug_unique" UNIQUE("slug"),
	CONSTRAINT "dramas_free_episodes_nonnegative" CHECK ("dramas"."free_episodes" >= 0),
	CONSTRAINT "dramas_episode_price_nonnegative" CHECK ("dramas"."episode_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"drama_id" integer NOT NULL,
	"number" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"media_key" text NOT NULL,
	"price_override" integer,
	CONSTRAINT "episodes_media_key_unique" UNIQUE("media_key"),
	CONSTRAINT "episodes_number_positive" CHECK ("episodes"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" bigint NOT NULL,
	"drama_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_drama_id_pk" PRIMARY KEY("user_id","drama_id")
);
--> statement-breakpoint
CREATE TABLE "plays" (
	"view_key" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"episode_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_translations" (
	"tag_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tag_translations_tag_id_locale_pk" PRIMARY KEY("tag_id","locale")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "unlocks" (
	"user_id" bigint NOT NULL,
	"episode_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unlocks_user_id_episode_id_pk" PRIMARY KEY("user_id","episode_id")
);
--> statement-breakpoint
CREATE TABLE "watch_history" (
	"user_id" bigint NOT NULL,
	"drama_id" integer NOT NULL,
	"episode_number" integer NOT NULL,
	"position_ms" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_history_user_id_drama_id_pk" PRIMARY KEY("user_id","drama_id")
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_drama_id_dramas_id_fk" FOREIGN KEY ("drama_id") REFERENCES "public"."dramas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drama_daily_stats" ADD CONSTRAINT "drama_daily_stats_drama_id_dramas_id_fk" FOREIGN KEY ("drama_id") REFERENCES "public"."dramas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drama_tags" ADD CONSTRAINT "drama_tags_drama_id_dramas_id_fk" FOREIGN KEY ("drama_id") REFERENCES "public"."dramas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drama_tags" ADD CONSTRAINT "drama_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drama_translations" ADD CONSTRAINT "drama_translations_drama_id_dramas_id_fk" FOREIGN KEY ("drama_id") REFERENCES "public"."dramas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_drama_id_dramas_id_fk" FOREIGN KEY ("drama_id") REFERENCES "public"."dramas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_drama_id_dramas_id_fk" FOREIGN KEY ("drama_id") REFERENCES "public"."dramas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_translations" ADD CONSTRAINT "tag_translations_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unlocks" ADD CONSTRAINT "unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unlocks" ADD CONSTRAINT "unlocks_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_drama_id_dramas_id_fk" FOREIGN KEY ("drama_id") REFERENCES "public"."dramas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drama_daily_stats_day_idx" ON "drama_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "drama_tags_tag_idx" ON "drama_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "dramas_published_at_idx" ON "dramas" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_drama_number_key" ON "episodes" USING btree ("drama_id","number");--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "plays_created_at_idx" ON "plays" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "watch_history_user_updated_idx" ON "watch_history" USING btree ("user_id","updated_at");