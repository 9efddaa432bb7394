CREATE SEQUENCE "public"."enquiry_round_robin" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"lostReason" text,
	"quoteAmount" integer,
	"ownerId" integer,
	"matchKey" text NOT NULL,
	"openKey" text,
	"mergedIntoId" integer,
	"name" text,
	"phone" text,
	"email" text,
	"service" text,
	"city" text,
	"area" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"source" jsonb,
	"lastTouchAt" timestamp with time zone DEFAULT now() NOT NULL,
	"promiseAt" timestamp with time zone,
	"waitingSince" timestamp with time zone,
	"ownerAgainAt" timestamp with time zone,
	"adminsAt" timestamp with time zone,
	"alertLevel" smallint DEFAULT 0 NOT NULL,
	"firstResponseAt" timestamp with time zone,
	"nextActionAt" timestamp with time zone,
	"remindedFor" timestamp with time zone,
	"unanswered" integer DEFAULT 0 NOT NULL,
	"unansweredSince" timestamp with time zone,
	"closedAt" timestamp with time zone,
	"dueAt" timestamp with time zone GENERATED ALWAYS AS (case when "closedAt" is null and "mergedIntoId" is null then least(case when "waitingSince" is not null then "promiseAt" end, "nextActionAt") end) STORED,
	CONSTRAINT "enquiries_openKey_unique" UNIQUE("openKey")
);
--> statement-breakpoint
CREATE TABLE "enquiry_alerts" (
	"enquiryId" integer NOT NULL,
	"kind" text NOT NULL,
	"dueFor" timestamp with time zone NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_alerts_enquiryId_kind_dueFor_pk" PRIMARY KEY("enquiryId","kind","dueFor")
);
--> statement-breakpoint
CREATE TABLE "enquiry_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiryId" integer NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"actorId" integer,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_touches" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiryId" integer NOT NULL,
	"kind" text NOT NULL,
	"leadId" integer NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" text[] DEFAULT '{"en"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cities" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_ownerId_users_id_fk" FOREIGN KEY ("ownerId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_alerts" ADD CONSTRAINT "enquiry_alerts_enquiryId_enquiries_id_fk" FOREIGN KEY ("enquiryId") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD CONSTRAINT "enquiry_events_enquiryId_enquiries_id_fk" FOREIGN KEY ("enquiryId") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD CONSTRAINT "enquiry_events_actorId_users_id_fk" FOREIGN KEY ("actorId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_touches" ADD CONSTRAINT "enquiry_touches_enquiryId_enquiries_id_fk" FOREIGN KEY ("enquiryId") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_recent_idx" ON "enquiries" USING btree ("lastTouchAt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_owner_idx" ON "enquiries" USING btree ("ownerId","lastTouchAt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_stage_idx" ON "enquiries" USING btree ("stage","lastTouchAt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_match_idx" ON "enquiries" USING btree ("matchKey");--> statement-breakpoint
CREATE INDEX "enquiries_merged_idx" ON "enquiries" USING btree ("mergedIntoId");--> statement-breakpoint
CREATE INDEX "enquiries_due_idx" ON "enquiries" USING btree ("dueAt","id") WHERE "dueAt" is not null;--> statement-breakpoint
CREATE INDEX "enquiries_owner_again_idx" ON "enquiries" USING btree ("ownerAgainAt") WHERE "waitingSince" is not null and "alertLevel" < 1;--> statement-breakpoint
CREATE INDEX "enquiries_admins_idx" ON "enquiries" USING btree ("adminsAt") WHERE "waitingSince" is not null and "alertLevel" < 2;--> statement-breakpoint
CREATE INDEX "enquiries_next_action_idx" ON "enquiries" USING btree ("nextActionAt") WHERE "nextActionAt" is not null and "remindedFor" is distinct from "nextActionAt";--> statement-breakpoint
CREATE INDEX "enquiry_events_enquiry_idx" ON "enquiry_events" USING btree ("enquiryId","createdAt");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_touches_lead_idx" ON "enquiry_touches" USING btree ("kind","leadId");--> statement-breakpoint
CREATE INDEX "enquiry_touches_enquiry_idx" ON "enquiry_touches" USING btree ("enquiryId","createdAt");