CREATE TABLE "bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"locale" text NOT NULL,
	"source" text,
	"pickup" text NOT NULL,
	"destination" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lon" double precision NOT NULL,
	"destination_lat" double precision NOT NULL,
	"destination_lon" double precision NOT NULL,
	"pickup_date" text NOT NULL,
	"pickup_time" text NOT NULL,
	"pickup_at" timestamp with time zone,
	"flight_number" text NOT NULL,
	"passengers" integer NOT NULL,
	"luggage" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"distance_km" double precision NOT NULL,
	"duration_minutes" integer NOT NULL,
	"final_price_cents" integer NOT NULL,
	"quote" jsonb NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"locale" text NOT NULL,
	"source" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	CONSTRAINT "contact_messages_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"mail" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';