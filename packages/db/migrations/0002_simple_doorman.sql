CREATE TABLE "inventory_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"alert_type" text NOT NULL,
	"alert_status" text DEFAULT 'active' NOT NULL,
	"message" text NOT NULL,
	"triggered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "inventory_alerts_type" CHECK ("inventory_alerts"."alert_type" in ('out_of_stock', 'low_stock')),
	CONSTRAINT "inventory_alerts_status" CHECK ("inventory_alerts"."alert_status" in ('active', 'acknowledged', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text DEFAULT 'other' NOT NULL,
	"total_quantity" integer DEFAULT 0 NOT NULL,
	"available_quantity" integer DEFAULT 0 NOT NULL,
	"reserved_quantity" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer DEFAULT 1 NOT NULL,
	"average_cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_value" numeric(12, 2) DEFAULT '0' NOT NULL,
	"location" text,
	"bin_location" text,
	"weight_oz" numeric(10, 2) DEFAULT '0' NOT NULL,
	"dimensions" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_quantities_non_negative" CHECK ("inventory_items"."total_quantity" >= 0 and "inventory_items"."available_quantity" >= 0 and "inventory_items"."reserved_quantity" >= 0 and "inventory_items"."low_stock_threshold" >= 0),
	CONSTRAINT "inventory_items_available_plus_reserved" CHECK ("inventory_items"."available_quantity" + "inventory_items"."reserved_quantity" = "inventory_items"."total_quantity"),
	CONSTRAINT "inventory_items_money_non_negative" CHECK ("inventory_items"."average_cost" >= 0 and "inventory_items"."total_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"movement_type" text NOT NULL,
	"quantity_change" integer NOT NULL,
	"quantity_before" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reason" text,
	"reference_number" text,
	"notes" text,
	"unit_cost" numeric(12, 2),
	"total_cost" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_movements_type" CHECK ("inventory_movements"."movement_type" in ('initial_stock', 'restock', 'sale', 'damage', 'theft', 'return', 'adjustment')),
	CONSTRAINT "inventory_movements_arithmetic" CHECK ("inventory_movements"."quantity_change" <> 0 and "inventory_movements"."quantity_before" >= 0 and "inventory_movements"."quantity_after" >= 0 and "inventory_movements"."quantity_after" = "inventory_movements"."quantity_before" + "inventory_movements"."quantity_change")
);
--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD CONSTRAINT "inventory_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD CONSTRAINT "inventory_alerts_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_alerts_one_open_per_kind" ON "inventory_alerts" USING btree ("inventory_item_id","alert_type") WHERE "inventory_alerts"."alert_status" <> 'resolved';--> statement-breakpoint
CREATE INDEX "inventory_alerts_user_status" ON "inventory_alerts" USING btree ("user_id","alert_status","triggered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_user_sku_active" ON "inventory_items" USING btree ("user_id","sku") WHERE "inventory_items"."is_active";--> statement-breakpoint
CREATE INDEX "inventory_items_user_updated" ON "inventory_items" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "inventory_movements_item_created" ON "inventory_movements" USING btree ("inventory_item_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_movements_user_reference" ON "inventory_movements" USING btree ("user_id","reference_number");