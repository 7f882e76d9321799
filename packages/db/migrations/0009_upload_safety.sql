ALTER TABLE "uploaded_photos" ADD COLUMN "adult_score" real;--> statement-breakpoint
ALTER TABLE "uploaded_photos" ADD COLUMN "adult_flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_photos" ADD COLUMN "adult_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploaded_photos" ADD COLUMN "adult_confirmed_at" timestamp with time zone;