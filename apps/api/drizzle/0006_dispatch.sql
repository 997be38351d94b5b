CREATE TABLE "drivers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"language" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_hash" text,
	"token_created_at" timestamp with time zone,
	CONSTRAINT "drivers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driver_id" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "unit_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "operator_notes" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driver_progress" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driver_progress_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "unanswered_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('requested', 'confirmed', 'completed', 'noShow', 'declined', 'cancelled', 'expired'));