ALTER TABLE "payment_intents" ADD COLUMN "checkout_token_hash" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "buyer_email" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "buyer_user_id" text;