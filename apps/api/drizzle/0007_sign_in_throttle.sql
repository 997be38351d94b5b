-- Failed sign-ins are counted per address and client (a hash of the IP), so no stranger can lock an
-- operator out; the old per-address counts are short-lived and are dropped.
DELETE FROM "sign_in_attempts";--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD COLUMN "client" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_attempts" DROP CONSTRAINT IF EXISTS "sign_in_attempts_pkey";--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD CONSTRAINT "sign_in_attempts_email_client_pk" PRIMARY KEY("email","client");--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD COLUMN "alerted_at" timestamp with time zone;
