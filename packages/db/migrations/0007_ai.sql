CREATE TABLE "ai_predictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"item_id" uuid,
	"sku" text,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"success" boolean NOT NULL,
	"needs_attention" boolean NOT NULL,
	"error_code" text,
	"error" text,
	"attempts" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"cost_usd" numeric(12, 6),
	"confidence" real NOT NULL,
	"item_type" text,
	"brand" text,
	"size" text,
	"color" text,
	"condition" text,
	"ebay_category_id" text,
	"title" text,
	"suggested_price" numeric(12, 2),
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_predictions" ADD CONSTRAINT "ai_predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_predictions" ADD CONSTRAINT "ai_predictions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_predictions_user_created_idx" ON "ai_predictions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_predictions_item_idx" ON "ai_predictions" USING btree ("item_id");