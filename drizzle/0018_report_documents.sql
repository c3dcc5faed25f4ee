CREATE TABLE "report_documents" (
	"report_id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"pages" integer NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_documents" ADD CONSTRAINT "report_documents_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" DROP COLUMN "document_version";--> statement-breakpoint
ALTER TABLE "reports" DROP COLUMN "document_pages";--> statement-breakpoint
ALTER TABLE "reports" DROP COLUMN "document_bytes";