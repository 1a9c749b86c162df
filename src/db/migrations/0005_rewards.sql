CREATE TABLE "checkins" (
	"user_id" bigint NOT NULL,
	"day" integer NOT NULL,
	"streak" smallint NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkins_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "checkins_streak_valid" CHECK ("checkins"."streak" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "voucher_lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_lots_remaining_valid" CHECK ("voucher_lots"."remaining" >= 0 and "voucher_lots"."remaining" <= "voucher_lots"."amount")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fail_reason" text;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_lots" ADD CONSTRAINT "voucher_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_lots_user_open_idx" ON "voucher_lots" USING btree ("user_id","expires_at") WHERE "voucher_lots"."remaining" > 0;