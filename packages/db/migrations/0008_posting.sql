CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"sku" text,
	"title" text,
	"description" text,
	"price" numeric(12, 2),
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'publishing' NOT NULL,
	"listed_at" timestamp with time zone,
	"business_policies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_views" integer DEFAULT 0 NOT NULL,
	"total_watchers" integer DEFAULT 0 NOT NULL,
	"total_messages" integer DEFAULT 0 NOT NULL,
	"marketplace_id" text DEFAULT 'EBAY_US' NOT NULL,
	"ebay_offer_id" text,
	"ebay_listing_id" text,
	"listing_url" text,
	"publish_request_id" uuid,
	"publish_job_id" text,
	"publish_error" jsonb,
	"sold_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_price_non_negative" CHECK (coalesce("listings"."price", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"sold_at" timestamp with time zone DEFAULT now() NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"sale_price" numeric(12, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"ebay_order_id" text,
	"ebay_line_item_id" text,
	"buyer_username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_item_idx" ON "listings" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "listings_user_status_idx" ON "listings" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "listings_user_ebay_listing_idx" ON "listings" USING btree ("user_id","ebay_listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_user_line_idx" ON "sales" USING btree ("user_id","ebay_line_item_id");--> statement-breakpoint
CREATE INDEX "sales_user_sold_idx" ON "sales" USING btree ("user_id","sold_at");