CREATE TABLE "generation_leases" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"usage_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generation_leases" ADD CONSTRAINT "generation_leases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;