ALTER TABLE "sales" DROP CONSTRAINT "sales_listing_id_listings_id_fk";
--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;