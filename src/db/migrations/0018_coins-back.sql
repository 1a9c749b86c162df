CREATE TABLE "coins_back" (
	"user_id" bigint NOT NULL,
	"episode_id" integer NOT NULL,
	"coin" integer NOT NULL,
	"gold" integer NOT NULL,
	"failure_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "coins_back_user_id_episode_id_pk" PRIMARY KEY("user_id","episode_id"),
	CONSTRAINT "coins_back_amounts_valid" CHECK ("coins_back"."coin" >= 0 and "coins_back"."gold" >= 0 and "coins_back"."coin" + "coins_back"."gold" > 0)
);
--> statement-breakpoint
CREATE TABLE "playback_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"episode_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position_ms" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coins_back" ADD CONSTRAINT "coins_back_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_failures" ADD CONSTRAINT "playback_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_failures" ADD CONSTRAINT "playback_failures_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coins_back_user_at_idx" ON "coins_back" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "playback_failures_user_episode_idx" ON "playback_failures" USING btree ("user_id","episode_id","at");