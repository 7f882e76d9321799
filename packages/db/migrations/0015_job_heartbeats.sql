CREATE TABLE "job_heartbeats" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"job_name" text NOT NULL,
	"worker_id" text NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_heartbeats_worker_idx" ON "job_heartbeats" USING btree ("worker_id");
