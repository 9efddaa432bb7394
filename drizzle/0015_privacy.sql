CREATE TABLE "enquiry_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiryId" integer NOT NULL,
	"tokenHash" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"revokedAt" timestamp with time zone,
	CONSTRAINT "enquiry_links_tokenHash_unique" UNIQUE("tokenHash")
);
--> statement-breakpoint
CREATE TABLE "privacy_erasures" (
	"id" serial PRIMARY KEY NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"enquiryId" integer,
	"by" text NOT NULL,
	"actorId" integer,
	"kinds" text[] DEFAULT '{}' NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "contactChannel" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "callWindow" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "withdrawnAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "erasedAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "retentionWarnedAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_estimator" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "enquiry_links" ADD CONSTRAINT "enquiry_links_enquiryId_enquiries_id_fk" FOREIGN KEY ("enquiryId") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_erasures" ADD CONSTRAINT "privacy_erasures_enquiryId_enquiries_id_fk" FOREIGN KEY ("enquiryId") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_erasures" ADD CONSTRAINT "privacy_erasures_actorId_users_id_fk" FOREIGN KEY ("actorId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_links_enquiry_idx" ON "enquiry_links" USING btree ("enquiryId");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_erasures_enquiry_idx" ON "privacy_erasures" USING btree ("enquiryId");