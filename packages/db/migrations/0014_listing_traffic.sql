ALTER TABLE "listings" ALTER COLUMN "total_views" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "total_views" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "total_watchers" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "total_watchers" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "total_messages" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "total_messages" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "total_impressions" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "click_through_rate" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "total_transactions" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "traffic_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo_analysis" ADD COLUMN "listing_views" integer;--> statement-breakpoint
ALTER TABLE "photo_analysis" ADD COLUMN "listing_impressions" integer;--> statement-breakpoint
ALTER TABLE "photo_analysis" ADD COLUMN "sold_quantity" integer;--> statement-breakpoint
ALTER TABLE "photo_analysis" ADD COLUMN "sale_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "photo_analysis" ADD COLUMN "performance_updated_at" timestamp with time zone;--> statement-breakpoint
-- Nothing ever wrote these three: their zeros were "no figure from eBay", which is now NULL.
UPDATE "listings" SET "total_views" = NULL, "total_watchers" = NULL, "total_messages" = NULL;
