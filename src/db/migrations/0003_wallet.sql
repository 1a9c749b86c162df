CREATE TABLE "goods" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	"gold" integer DEFAULT 0 NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"vip_days" integer DEFAULT 0 NOT NULL,
	"tag" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "goods_price_positive" CHECK ("goods"."price_cents" > 0),
	CONSTRAINT "goods_amounts_nonnegative" CHECK ("goods"."gold" >= 0 and "goods"."bonus" >= 0 and "goods"."vip_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_delta_nonzero" CHECK ("ledger"."delta" <> 0),
	CONSTRAINT "ledger_balance_after_nonnegative" CHECK ("ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"goods_id" integer NOT NULL,
	"channel" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"gold" integer DEFAULT 0 NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"vip_days" integer DEFAULT 0 NOT NULL,
	"gateway_ref" text,
	"gateway_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"gateway_checked_at" timestamp with time zone,
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "request_guards" (
	"key" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_merchant_reference_unique" UNIQUE("merchant_reference")
);
--> statement-breakpoint
CREATE TABLE "wallet_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"auto_unlock" boolean DEFAULT false NOT NULL,
	"auto_unlock_daily_cap" integer DEFAULT 300 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_settings_cap_nonnegative" CHECK ("wallet_settings"."auto_unlock_daily_cap" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD CONSTRAINT "wallet_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_reason_reference_asset_key" ON "ledger" USING btree ("reason","reference","asset");--> statement-breakpoint
CREATE INDEX "ledger_user_id_idx" ON "ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_idx" ON "orders" USING btree ("user_id","created_at");