ALTER TABLE "bookings" ADD COLUMN "confirmBy" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "holding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "moves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "linkVersion" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_pending_idx" ON "bookings" USING btree ("confirmBy") WHERE status = 'pending';