CREATE TABLE "history_import_staging" (
	"id" text PRIMARY KEY NOT NULL,
	"import_key" text NOT NULL,
	"user_id" text NOT NULL,
	"staged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"workout_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"intensity" text NOT NULL,
	"duration" integer NOT NULL,
	"date" date NOT NULL,
	"exercises" jsonb NOT NULL,
	"notes" text,
	"completed_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "history_import_staging" ADD CONSTRAINT "history_import_staging_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_import_staging_user_key_idx" ON "history_import_staging" USING btree ("user_id","import_key");