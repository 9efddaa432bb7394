CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"messageId" text NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"text" text,
	"referral" jsonb,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"isRead" boolean DEFAULT false NOT NULL,
	"suspected" boolean DEFAULT false NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"visitSource" jsonb,
	CONSTRAINT "whatsapp_messages_messageId_unique" UNIQUE("messageId")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "whatsappReceipts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "whatsappReceipts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "whatsappReceipts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "providerId" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "givenUpAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_estimator" ADD COLUMN "whatsappReceipts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsappAlerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_created_idx" ON "whatsapp_messages" USING btree ("createdAt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "whatsapp_messages_unread_idx" ON "whatsapp_messages" USING btree ("createdAt" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "isRead" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_provider_idx" ON "outbox" USING btree ("providerId") WHERE "providerId" is not null;