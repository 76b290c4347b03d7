ALTER TABLE "user_preferences" ADD COLUMN "equipment_profiles" jsonb;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "experience_level" text;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "equipment_profile_id" text;