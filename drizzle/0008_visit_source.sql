ALTER TABLE "bookings" ADD COLUMN "visitSource" jsonb;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitSource" jsonb;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "visitSource" jsonb;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "visitSource" jsonb;--> statement-breakpoint
ALTER TABLE "price_estimator" ADD COLUMN "visitSource" jsonb;