CREATE TABLE "episode_media" (
	"episode_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"job_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "episode_media_progress_range" CHECK ("episode_media"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "episodes" ALTER COLUMN "media_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "episode_media" ADD CONSTRAINT "episode_media_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "episode_media_status_idx" ON "episode_media" USING btree ("status");