CREATE TABLE "response_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "response_versions" ADD CONSTRAINT "response_versions_response_id_ai_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."ai_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "response_versions_number_unique" ON "response_versions" USING btree ("response_id","number");