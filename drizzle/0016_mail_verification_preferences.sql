CREATE TABLE "email_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"verified_at" timestamp with time zone,
	"rate_alerts" boolean DEFAULT true NOT NULL,
	"recommendations" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "requested_email" text;--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree (lower("to"),"created_at");--> statement-breakpoint
-- Rate alerts are mailed as one digest per account (template rate-alert-digest); the per-provider template goes.
DELETE FROM "email_templates" WHERE "id" = 'rate-alert';
