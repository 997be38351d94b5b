ALTER TABLE "bookings" ADD COLUMN "pickup_detail" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "destination_detail" text;