ALTER TABLE "ai_responses" ADD COLUMN "tone" text DEFAULT 'professional' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_responses" ADD COLUMN "findings" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mls_remarks_limit" integer DEFAULT 1000 NOT NULL;