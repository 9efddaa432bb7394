ALTER TABLE "price_estimator" RENAME COLUMN "rooms" TO "roomLabels";--> statement-breakpoint
ALTER TABLE "price_estimator" ADD COLUMN "estimate" jsonb;