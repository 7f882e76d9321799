CREATE TABLE "ebay_category_rules" (
	"tree_id" text NOT NULL,
	"version" text NOT NULL,
	"category_id" text NOT NULL,
	"rules" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebay_category_rules_tree_id_version_category_id_pk" PRIMARY KEY("tree_id","version","category_id")
);
--> statement-breakpoint
CREATE TABLE "ebay_category_trees" (
	"marketplace_id" text PRIMARY KEY NOT NULL,
	"tree_id" text NOT NULL,
	"version" text NOT NULL,
	"nodes" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
