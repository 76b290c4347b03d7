ALTER TABLE "completed_workouts" ADD COLUMN "avg_heart_rate" integer;--> statement-breakpoint
ALTER TABLE "completed_workouts" ADD COLUMN "max_heart_rate" integer;--> statement-breakpoint
ALTER TABLE "completed_workouts" ADD COLUMN "calories" integer;--> statement-breakpoint
ALTER TABLE "completed_workouts" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "completed_workouts" ADD CONSTRAINT "completed_workouts_heart_rate_check" CHECK ("completed_workouts"."avg_heart_rate" between 1 and 255 and "completed_workouts"."max_heart_rate" between 1 and 255);--> statement-breakpoint
ALTER TABLE "completed_workouts" ADD CONSTRAINT "completed_workouts_calories_check" CHECK ("completed_workouts"."calories" >= 0 and "completed_workouts"."calories" <= 20000);