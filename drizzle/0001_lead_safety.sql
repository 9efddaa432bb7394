CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"leadId" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lastError" text,
	"nextAttemptAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"sentAt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"windowStart" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_windowStart_pk" PRIMARY KEY("key","windowStart")
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "idempotencyKey" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "idempotencyKey" text;--> statement-breakpoint
ALTER TABLE "price_estimator" ADD COLUMN "idempotencyKey" text;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","nextAttemptAt");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_idempotencyKey_unique" UNIQUE("idempotencyKey");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_idempotencyKey_unique" UNIQUE("idempotencyKey");--> statement-breakpoint
ALTER TABLE "price_estimator" ADD CONSTRAINT "price_estimator_idempotencyKey_unique" UNIQUE("idempotencyKey");