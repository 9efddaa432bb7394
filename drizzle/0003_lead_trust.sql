CREATE TABLE "trap_drops" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trap_drops_day_kind_reason_pk" PRIMARY KEY("day","kind","reason")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "suspected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "requestHash" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "suspected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "requestHash" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "suspected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "price_estimator" ADD COLUMN "requestHash" text;--> statement-breakpoint
ALTER TABLE "price_estimator" ADD COLUMN "suspected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The old counters are keyed by raw addresses and last only minutes: drop them rather than keep addresses.
DELETE FROM "rate_limits";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "expiresAt" timestamp with time zone NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expiresAt");