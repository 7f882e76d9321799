CREATE TABLE "seller_item_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"items" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_item_counts" ADD CONSTRAINT "seller_item_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by the database on every write to items, whichever code or cascade makes it: one counter
-- update per statement (an INSERT ... SELECT of a million rows is one), so the dashboard reads
-- one row instead of counting the seller's items (issue 19, decision 041).
CREATE FUNCTION "seller_item_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "seller_item_counts" ("user_id", "items")
    SELECT "user_id", count(*) FROM "added_items" GROUP BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "items" = "seller_item_counts"."items" + excluded."items";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "seller_item_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "seller_item_counts" AS c SET "items" = c."items" - r."n"
    FROM (SELECT "user_id", count(*) AS "n" FROM "removed_items" GROUP BY "user_id") AS r
    WHERE c."user_id" = r."user_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "items_counted_on_insert" AFTER INSERT ON "items" REFERENCING NEW TABLE AS "added_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "seller_item_counts_add"();--> statement-breakpoint
CREATE TRIGGER "items_counted_on_delete" AFTER DELETE ON "items" REFERENCING OLD TABLE AS "removed_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "seller_item_counts_remove"();--> statement-breakpoint
-- The triggers hold off other writes to items until this migration commits, so no item is missed or counted twice.
INSERT INTO "seller_item_counts" ("user_id", "items") SELECT "user_id", count(*) FROM "items" GROUP BY "user_id";
