ALTER TABLE "banners" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "show_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "show_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_window_order" CHECK ("banners"."show_from" is null or "banners"."show_until" is null or "banners"."show_from" < "banners"."show_until");