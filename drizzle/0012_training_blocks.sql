CREATE TABLE "training_blocks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"goal" text NOT NULL,
	"weeks" integer NOT NULL,
	"start_date" date NOT NULL,
	"slots" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_blocks_weeks_check" CHECK ("training_blocks"."weeks" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "training_blocks" ADD CONSTRAINT "training_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;