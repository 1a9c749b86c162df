CREATE TABLE "episode_subtitles" (
	"episode_id" integer NOT NULL,
	"locale" text NOT NULL,
	"vtt" text NOT NULL,
	"cue_count" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "episode_subtitles_episode_id_locale_pk" PRIMARY KEY("episode_id","locale")
);
--> statement-breakpoint
ALTER TABLE "episode_subtitles" ADD CONSTRAINT "episode_subtitles_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;