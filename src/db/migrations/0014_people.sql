ALTER TABLE "sessions" ADD COLUMN "language" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_by" integer;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "note" text;