CREATE TABLE "optimization_checklists" (
	"user_id" text PRIMARY KEY NOT NULL,
	"completed" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_alert_events" (
	"id" text PRIMARY KEY NOT NULL,
	"alert_id" text NOT NULL,
	"history_id" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"type" text NOT NULL,
	"threshold" double precision,
	"frequency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_history" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"old_fees" jsonb NOT NULL,
	"new_fees" jsonb NOT NULL,
	"source_url" text NOT NULL,
	"as_of" text NOT NULL,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "optimization_checklists" ADD CONSTRAINT "optimization_checklists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_alert_events" ADD CONSTRAINT "rate_alert_events_alert_id_rate_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."rate_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_alert_events" ADD CONSTRAINT "rate_alert_events_history_id_rate_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."rate_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD CONSTRAINT "rate_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD CONSTRAINT "rate_alerts_provider_id_psp_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."psp_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_history" ADD CONSTRAINT "rate_history_provider_id_psp_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."psp_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_history" ADD CONSTRAINT "rate_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_alert_events_alert_idx" ON "rate_alert_events" USING btree ("alert_id","sent_at");--> statement-breakpoint
CREATE INDEX "rate_alerts_user_idx" ON "rate_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_alerts_provider_idx" ON "rate_alerts" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "rate_history_provider_idx" ON "rate_history" USING btree ("provider_id","created_at");