CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"metaTitle" text,
	"metaDescription" text,
	"heroImage" text,
	"name" text NOT NULL,
	"cityId" integer NOT NULL,
	"pincode" text,
	CONSTRAINT "areas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitorId" text NOT NULL,
	"userName" text,
	"userPhone" text,
	"userSource" text,
	"userService" text,
	"userTimeline" text,
	"userQuestions" text,
	"conversationData" jsonb NOT NULL,
	"aiMode" boolean DEFAULT false NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"isRead" boolean DEFAULT false NOT NULL,
	"completedFlow" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"metaTitle" text,
	"metaDescription" text,
	"heroImage" text,
	"name" text NOT NULL,
	"stateId" integer NOT NULL,
	"tier" integer,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"fullName" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"service" text NOT NULL,
	"message" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"subject" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"isRead" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_estimator" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"bhkType" text,
	"rooms" text[],
	"package" text,
	"city" text,
	"area" text,
	"source" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"isRead" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"category" text NOT NULL,
	"imageUrl" text NOT NULL,
	"slug" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "projects_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seo_analytics" (
	"id" serial PRIMARY KEY NOT NULL,
	"pageId" integer,
	"metricType" text NOT NULL,
	"metricValue" real NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text,
	"keyword" text,
	"position" real,
	"clicks" integer,
	"impressions" integer,
	"ctr" real
);
--> statement-breakpoint
CREATE TABLE "seo_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"pageId" integer NOT NULL,
	"density" real,
	"position" real,
	"competition" text,
	"searchVolume" integer,
	"isActive" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"pagePath" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text,
	"canonical" text,
	"focusKeyword" text,
	"ogTitle" text,
	"ogDescription" text,
	"ogImage" text,
	"twitterTitle" text,
	"twitterDescription" text,
	"twitterImage" text,
	"jsonLd" text,
	"noindex" boolean DEFAULT false NOT NULL,
	"nofollow" boolean DEFAULT false NOT NULL,
	"isActive" boolean DEFAULT true NOT NULL,
	"seoScore" integer DEFAULT 0 NOT NULL,
	"wordCount" integer DEFAULT 0 NOT NULL,
	"imageCount" integer DEFAULT 0 NOT NULL,
	"linkCount" integer DEFAULT 0 NOT NULL,
	"headingStructure" jsonb,
	"readabilityScore" real DEFAULT 0 NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_pages_pagePath_unique" UNIQUE("pagePath")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"imageUrl" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"metaTitle" text,
	"metaDescription" text,
	"heroImage" text,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "states_slug_unique" UNIQUE("slug"),
	CONSTRAINT "states_name_unique" UNIQUE("name"),
	CONSTRAINT "states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"rating" integer NOT NULL,
	"testimonial" text NOT NULL,
	"avatarUrl" text
);
--> statement-breakpoint
CREATE TABLE "tv_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"price_inr" integer NOT NULL,
	"description" text NOT NULL,
	"benefits" text[] NOT NULL,
	"installation" jsonb NOT NULL,
	"modularBenefits" text[] NOT NULL,
	"specs" jsonb NOT NULL,
	"images" text[] NOT NULL,
	"hasBackPanel" boolean DEFAULT true NOT NULL,
	"hasBaseShelf" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tv_units_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_cityId_cities_id_fk" FOREIGN KEY ("cityId") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_stateId_states_id_fk" FOREIGN KEY ("stateId") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_analytics" ADD CONSTRAINT "seo_analytics_pageId_seo_pages_id_fk" FOREIGN KEY ("pageId") REFERENCES "public"."seo_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keywords" ADD CONSTRAINT "seo_keywords_pageId_seo_pages_id_fk" FOREIGN KEY ("pageId") REFERENCES "public"."seo_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_visitor_idx" ON "chat_conversations" USING btree ("visitorId");--> statement-breakpoint
CREATE INDEX "chat_conversations_created_idx" ON "chat_conversations" USING btree ("createdAt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_created_idx" ON "consultations" USING btree ("createdAt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("createdAt" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "price_estimator_created_idx" ON "price_estimator" USING btree ("createdAt" DESC NULLS LAST,"id" DESC NULLS LAST);