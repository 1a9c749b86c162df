CREATE TABLE "topup_limits" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"limit_cents" integer,
	"pending_cents" integer,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topup_limits_nonnegative" CHECK (("topup_limits"."limit_cents" is null or "topup_limits"."limit_cents" >= 0) and ("topup_limits"."pending_cents" is null or "topup_limits"."pending_cents" >= 0))
);
--> statement-breakpoint
ALTER TABLE "topup_limits" ADD CONSTRAINT "topup_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;