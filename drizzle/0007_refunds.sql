ALTER TABLE "reports" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "refund_id" text;