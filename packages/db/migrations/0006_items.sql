CREATE TABLE "item_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"sku" text NOT NULL,
	"item_id" uuid,
	"status" text NOT NULL,
	"error" text,
	"request_id" uuid NOT NULL,
	"job_id" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_generations_status_check" CHECK ("item_generations"."status" in ('queued', 'analyzing', 'ready', 'needs_attention', 'complete'))
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"sku" text,
	"title" text,
	"description" text,
	"brand" text,
	"category" text,
	"size" text,
	"condition" text,
	"color" text,
	"model_number" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"primary_image_url" text,
	"suggested_price" numeric(12, 2),
	"final_price" numeric(12, 2),
	"price_range_min" numeric(12, 2),
	"price_range_max" numeric(12, 2),
	"ai_suggested_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"ai_confidence" real,
	"ai_analysis" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_prices_non_negative" CHECK (coalesce("items"."suggested_price", 0) >= 0 and coalesce("items"."final_price", 0) >= 0),
	CONSTRAINT "items_title_length" CHECK (char_length(coalesce("items"."title", '')) <= 80)
);
--> statement-breakpoint
ALTER TABLE "item_generations" ADD CONSTRAINT "item_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_generations" ADD CONSTRAINT "item_generations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_generations_user_sku_idx" ON "item_generations" USING btree ("user_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "items_user_sku_idx" ON "items" USING btree ("user_id","sku");--> statement-breakpoint
CREATE INDEX "items_user_created_idx" ON "items" USING btree ("user_id","created_at");