CREATE TABLE "completed_workouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"workout_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"intensity" text NOT NULL,
	"duration" integer NOT NULL,
	"date" date NOT NULL,
	"exercises" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_events_kind_check" CHECK ("usage_events"."kind" in ('plan', 'regeneration', 'coachMessage'))
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"day" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"type" text NOT NULL,
	"intensity" text NOT NULL,
	"duration" integer NOT NULL,
	"exercises" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workouts_user_id_id_pk" PRIMARY KEY("user_id","id"),
	CONSTRAINT "workouts_intensity_check" CHECK ("workouts"."intensity" in ('Low', 'Medium', 'High')),
	CONSTRAINT "workouts_duration_check" CHECK ("workouts"."duration" > 0 and "workouts"."duration" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "completed_workouts" ADD CONSTRAINT "completed_workouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "completed_workouts_user_date_idx" ON "completed_workouts" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "completed_workouts_user_completed_idx" ON "completed_workouts" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "completed_workouts_user_workout_idx" ON "completed_workouts" USING btree ("user_id","workout_id");--> statement-breakpoint
CREATE INDEX "usage_events_user_kind_created_idx" ON "usage_events" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "workouts_user_date_idx" ON "workouts" USING btree ("user_id","date");