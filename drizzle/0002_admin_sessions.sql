CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"userId" integer NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"lastSeenAt" timestamp with time zone DEFAULT now() NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"ip" text,
	"userAgent" text
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "isRead" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("userId");--> statement-breakpoint
CREATE INDEX "chat_conversations_unread_idx" ON "chat_conversations" USING btree ("createdAt" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "isRead" = false;--> statement-breakpoint
CREATE INDEX "consultations_unread_idx" ON "consultations" USING btree ("createdAt" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "isRead" = false;--> statement-breakpoint
CREATE INDEX "contacts_unread_idx" ON "contacts" USING btree ("createdAt" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "isRead" = false;--> statement-breakpoint
CREATE INDEX "price_estimator_unread_idx" ON "price_estimator" USING btree ("createdAt" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "isRead" = false;