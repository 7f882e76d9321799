CREATE INDEX "inventory_items_user_list_order" ON "inventory_items" USING btree ("user_id","updated_at" DESC NULLS LAST,"sku") WHERE "inventory_items"."is_active";--> statement-breakpoint
CREATE INDEX "uploaded_photos_unassigned_order_idx" ON "uploaded_photos" USING btree ("user_id","upload_order","created_at","id") WHERE "uploaded_photos"."assigned_sku" is null;--> statement-breakpoint
CREATE INDEX "uploaded_photos_assigned_order_idx" ON "uploaded_photos" USING btree ("user_id","assigned_sku","upload_order","id") WHERE "uploaded_photos"."assigned_sku" is not null;
