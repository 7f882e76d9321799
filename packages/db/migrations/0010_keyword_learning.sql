CREATE TABLE "brand_keyword_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"brand_key" text NOT NULL,
	"category_key" text NOT NULL,
	"brand" text NOT NULL,
	"category" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"approval_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submissions" integer NOT NULL,
	"promoted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_analysis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"image_url" text,
	"detected_brand" text,
	"detected_category" text,
	"detected_style" text,
	"original_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"suggested_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"confidence_score" real,
	"user_approved_keywords" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_keyword_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"preferred_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocked_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_keyword_promotions" ADD CONSTRAINT "brand_keyword_promotions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_analysis" ADD CONSTRAINT "photo_analysis_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_analysis" ADD CONSTRAINT "photo_analysis_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_keyword_preferences" ADD CONSTRAINT "user_keyword_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_keyword_promotions_key_idx" ON "brand_keyword_promotions" USING btree ("user_id","brand_key","category_key");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_analysis_item_idx" ON "photo_analysis" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "photo_analysis_user_idx" ON "photo_analysis" USING btree ("user_id");