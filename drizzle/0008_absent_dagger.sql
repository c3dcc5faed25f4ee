CREATE TABLE "seo_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_time" timestamp with time zone,
	"published_at" timestamp with time zone,
	"rejection_reason" text,
	"blog_post_id" text
);
--> statement-breakpoint
CREATE INDEX "seo_posts_status_idx" ON "seo_posts" USING btree ("status","created_at");