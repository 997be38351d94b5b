ALTER TABLE "operator_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "operator_tokens" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "role" text DEFAULT 'dispatcher' NOT NULL;--> statement-breakpoint
-- Operators from before roles existed could do everything: they become owners.
UPDATE "operators" SET "role" = 'owner';--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_check" CHECK ("operators"."role" in ('owner', 'dispatcher'));
