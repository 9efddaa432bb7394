CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"pool" text NOT NULL,
	"centre" text,
	"area" text,
	"address" text,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"fullName" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"service" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminderQueuedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"isRead" boolean DEFAULT false NOT NULL,
	"idempotencyKey" text,
	"requestHash" text,
	"suspected" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bookings_idempotencyKey_unique" UNIQUE("idempotencyKey")
);
--> statement-breakpoint
CREATE TABLE "slot_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"reason" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_claims" (
	"pool" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "slot_claims_pool_start_pk" PRIMARY KEY("pool","start"),
	CONSTRAINT "slot_claims_within_capacity" CHECK ("slot_claims"."booked" >= 0 AND "slot_claims"."booked" <= "slot_claims"."capacity")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("createdAt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_unread_idx" ON "bookings" USING btree ("createdAt" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "isRead" = false;--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("start");--> statement-breakpoint
CREATE INDEX "slot_blocks_pool_idx" ON "slot_blocks" USING btree ("pool","start");