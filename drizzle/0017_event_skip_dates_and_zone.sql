ALTER TABLE "events" ADD COLUMN "skip_dates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text;