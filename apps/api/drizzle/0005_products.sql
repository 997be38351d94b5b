ALTER TABLE "bookings" ADD COLUMN "product" text DEFAULT 'transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hours" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tour" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extras" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "passenger_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "passenger_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "return_of" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "return_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meet_at_arrivals" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_product_check" CHECK ("bookings"."product" in ('transfer', 'hourly', 'tour'));