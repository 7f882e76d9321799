CREATE TABLE "uploaded_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"image_url" text NOT NULL,
	"filename" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_type" text NOT NULL,
	"upload_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"assigned_sku" text,
	"assigned_item_id" text,
	"storage_path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"content_hash" text NOT NULL,
	"duplicate_of" uuid,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_photos_status_check" CHECK ("uploaded_photos"."status" in ('local', 'uploaded', 'assigned', 'processed')),
	CONSTRAINT "uploaded_photos_rotation_check" CHECK ("uploaded_photos"."rotation" in (0, 90, 180, 270))
);
--> statement-breakpoint
ALTER TABLE "uploaded_photos" ADD CONSTRAINT "uploaded_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_photos_user_status_order_idx" ON "uploaded_photos" USING btree ("user_id","status","upload_order");--> statement-breakpoint
CREATE INDEX "uploaded_photos_user_sku_idx" ON "uploaded_photos" USING btree ("user_id","assigned_sku");--> statement-breakpoint
CREATE INDEX "uploaded_photos_user_hash_idx" ON "uploaded_photos" USING btree ("user_id","content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_photos_user_client_id_idx" ON "uploaded_photos" USING btree ("user_id","client_id");