CREATE TABLE "calendar_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"url_hint" text NOT NULL,
	"secret" text NOT NULL,
	"status" text DEFAULT 'ok' NOT NULL,
	"error" text,
	"last_synced_at" timestamp with time zone,
	"event_count" integer DEFAULT 0 NOT NULL,
	"write_back" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"all_day_blocks" boolean DEFAULT false NOT NULL,
	"etag" text,
	"last_modified" text,
	"calendars" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_connections_kind_check" CHECK ("calendar_connections"."kind" in ('ics', 'caldav')),
	CONSTRAINT "calendar_connections_status_check" CHECK ("calendar_connections"."status" in ('ok', 'syncing', 'error', 'auth_failed'))
);
--> statement-breakpoint
CREATE TABLE "calendar_written_workouts" (
	"connection_id" text NOT NULL,
	"workout_id" text NOT NULL,
	"calendar_url" text NOT NULL,
	"remote_uid" text NOT NULL,
	"hash" text NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_written_workouts_connection_id_workout_id_pk" PRIMARY KEY("connection_id","workout_id")
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_source_check";--> statement-breakpoint
DROP INDEX "events_user_ics_uid_key_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "connection_id" text;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_written_workouts" ADD CONSTRAINT "calendar_written_workouts_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_connections_user_idx" ON "calendar_connections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_connections_due_idx" ON "calendar_connections" USING btree ("next_sync_at") WHERE "calendar_connections"."enabled";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_user_source_ics_uid_key_idx" ON "events" USING btree ("user_id","source","ics_uid","ics_key") WHERE "events"."ics_uid" is not null;--> statement-breakpoint
CREATE INDEX "events_connection_idx" ON "events" USING btree ("connection_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_source_check" CHECK ("events"."source" in ('manual', 'ics') or ("events"."source" like 'calendar:%' and "events"."connection_id" is not null));