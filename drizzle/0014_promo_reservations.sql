ALTER TABLE "payment_intents" ADD COLUMN "promo_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "reserved_uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_reserved_uses_min" CHECK ("promo_codes"."reserved_uses" >= 0);