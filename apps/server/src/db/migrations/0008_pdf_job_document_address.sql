ALTER TABLE "pdf_jobs" ADD COLUMN "document_address" text;--> statement-breakpoint
ALTER TABLE "pdf_jobs" ADD COLUMN "awaiting_address_choice" boolean DEFAULT false NOT NULL;