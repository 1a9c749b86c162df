CREATE TABLE "daily_metrics" (
	"day" date PRIMARY KEY NOT NULL,
	"active_users" integer DEFAULT 0 NOT NULL,
	"new_users" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"watched_ms" bigint DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"paying_users" integer DEFAULT 0 NOT NULL,
	"topups_started" integer DEFAULT 0 NOT NULL,
	"topups_paid" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"invites_arrived" integer DEFAULT 0 NOT NULL,
	"invites_registered" integer DEFAULT 0 NOT NULL,
	"aggregated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_revenue" (
	"day" date NOT NULL,
	"goods_id" integer NOT NULL,
	"channel" text NOT NULL,
	"cents" bigint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "daily_revenue_day_goods_id_channel_pk" PRIMARY KEY("day","goods_id","channel")
);
--> statement-breakpoint
CREATE TABLE "daily_series" (
	"day" date NOT NULL,
	"drama_id" integer NOT NULL,
	"episode" integer NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"locked_shown" integer DEFAULT 0 NOT NULL,
	"unlocked_in_visit" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_series_day_drama_id_episode_pk" PRIMARY KEY("day","drama_id","episode")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"drama_id" integer,
	"episode" integer,
	"value" integer DEFAULT 0 NOT NULL,
	"extra" jsonb
);
--> statement-breakpoint
CREATE INDEX "daily_series_drama_idx" ON "daily_series" USING btree ("drama_id","day");--> statement-breakpoint
CREATE INDEX "events_at_idx" ON "events" USING btree ("at");