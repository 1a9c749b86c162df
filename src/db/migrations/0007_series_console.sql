ALTER TABLE "dramas" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "release_at" timestamp with time zone;