ALTER TABLE "reports" ADD COLUMN "document_version" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "document_pages" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "document_bytes" integer;