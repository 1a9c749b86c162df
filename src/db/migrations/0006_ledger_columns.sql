ALTER TABLE "ledger" ADD COLUMN "drama_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "episode_from" integer;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "episode_to" integer;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "trade_no" text;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "invitee_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "other_user_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "lot_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "streak_day" smallint;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "operator_id" bigint;--> statement-breakpoint
CREATE INDEX "ledger_user_drama_idx" ON "ledger" USING btree ("user_id","drama_id") WHERE "ledger"."drama_id" is not null;--> statement-breakpoint
-- Existing rows: what the reference strings packed moves into the columns (the references
-- stay as they are: they are the exactly-once keys).
UPDATE "ledger" SET
  "drama_id" = substring("reference" from '^d([0-9]+):')::bigint,
  "episode_from" = substring("reference" from '^d[0-9]+:e([0-9]+)-')::integer,
  "episode_to" = substring("reference" from '^d[0-9]+:e[0-9]+-([0-9]+)')::integer
  WHERE "reason" IN ('unlock', 'auto_unlock') AND "reference" ~ '^d[0-9]+:e[0-9]+-[0-9]+';--> statement-breakpoint
UPDATE "ledger" SET "trade_no" = "reference" WHERE "reason" = 'topup';--> statement-breakpoint
UPDATE "ledger" SET "invitee_id" = "reference"::bigint WHERE "reason" = 'invite' AND "reference" ~ '^[0-9]+$';--> statement-breakpoint
UPDATE "ledger" SET "other_user_id" = split_part("reference", '>', 1)::bigint
  WHERE "reason" = 'merge_in' AND "reference" ~ '^[0-9]+>[0-9]+>';--> statement-breakpoint
UPDATE "ledger" SET "other_user_id" = split_part("reference", '>', 2)::bigint
  WHERE "reason" = 'merge_out' AND "reference" ~ '^[0-9]+>[0-9]+>';--> statement-breakpoint
UPDATE "ledger" SET "lot_id" = substring("reference" from '^lot:([0-9]+)$')::bigint
  WHERE "reason" = 'voucher_expired' AND "reference" ~ '^lot:[0-9]+$';--> statement-breakpoint
UPDATE "ledger" SET "streak_day" = split_part("reference", ':', 3)::smallint
  WHERE "reason" = 'checkin' AND "reference" ~ '^[0-9]+:[0-9]+:[1-7]$';
