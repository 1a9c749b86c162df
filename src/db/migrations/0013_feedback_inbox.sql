CREATE TABLE "feedback_reply_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"language" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_reply_templates_language" CHECK ("feedback_reply_templates"."language" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "language" smallint;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "feedback_reply_templates_language_idx" ON "feedback_reply_templates" USING btree ("language","title");--> statement-breakpoint
CREATE INDEX "feedback_inbox_idx" ON "feedback" USING btree ("closed_at","created_at");