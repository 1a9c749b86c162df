CREATE TABLE "article_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"operator_id" bigint,
	"operator_name" text NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "tag_text" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "tag_color" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "note" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sale_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sale_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_versions_key_locale_version" ON "article_versions" USING btree ("key","locale","version");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_sale_window" CHECK ("goods"."sale_from" is null or "goods"."sale_until" is null or "goods"."sale_from" < "goods"."sale_until");