CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"answer" jsonb
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_by" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_ref" text;--> statement-breakpoint
CREATE INDEX "order_events_trade_no_idx" ON "order_events" USING btree ("trade_no","id");--> statement-breakpoint
CREATE INDEX "orders_payment_ref_idx" ON "orders" USING btree ("payment_ref") WHERE "orders"."payment_ref" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in (1, 2, 3, 4));