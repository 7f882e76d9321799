CREATE TABLE "market_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid,
	"user_id" text,
	"source" text NOT NULL,
	"search_query" text NOT NULL,
	"brand" text,
	"category" text,
	"category_id" text,
	"condition" text,
	"size" text,
	"color" text,
	"title" text NOT NULL,
	"listing_ref" text,
	"sold_price" numeric(12, 2),
	"asking_price" numeric(12, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"sold_date" timestamp with time zone,
	"listed_date" timestamp with time zone,
	"shipping_cost" numeric(12, 2),
	"platform" text DEFAULT 'ebay' NOT NULL,
	"url" text,
	"view_count" integer,
	"bid_count" integer,
	"watch_count" integer,
	"days_to_sell" integer,
	"outlier" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"recommended_price" numeric(12, 2) NOT NULL,
	"confidence_score" real NOT NULL,
	"price_range_min" numeric(12, 2) NOT NULL,
	"price_range_max" numeric(12, 2) NOT NULL,
	"market_data_points" integer DEFAULT 0 NOT NULL,
	"average_sold_price" numeric(12, 2),
	"median_sold_price" numeric(12, 2),
	"days_on_market_avg" real,
	"seasonality_factor" real DEFAULT 1 NOT NULL,
	"trend_factor" real DEFAULT 1 NOT NULL,
	"demand_trend" text,
	"price_source" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_prices" ADD CONSTRAINT "market_prices_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_prices" ADD CONSTRAINT "market_prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_recommendations" ADD CONSTRAINT "pricing_recommendations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_recommendations" ADD CONSTRAINT "pricing_recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_prices_item_idx" ON "market_prices" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "market_prices_category_idx" ON "market_prices" USING btree ("category_id","condition","fetched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_recommendations_item_idx" ON "pricing_recommendations" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "pricing_recommendations_user_idx" ON "pricing_recommendations" USING btree ("user_id");