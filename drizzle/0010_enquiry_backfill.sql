-- Attaches the leads stored before enquiries existed: one open enquiry per person (the phone number normalised as
-- src/lib/phone.ts `phoneMatchKey` does, else the e-mail address), holding each of their leads as a touch. Suspected
-- leads stay in the leads monitor's review list, as new ones do. Old enquiries are not waiting: no alert is sent for
-- them. Their promise is the one made when the first lead came: 24 hours on, moved to the next opening of the hours
-- in site.hours at the time of this migration (Monday to Saturday, 09:00 to 18:00 India time), as promiseDeadline does.
CREATE TEMP TABLE "enquiry_backfill" AS
SELECT lead.*, CASE
    WHEN lead."phoneKey" IS NOT NULL THEN 'p:' || lead."phoneKey"
    WHEN nullif(trim(lead."email"), '') IS NOT NULL THEN 'e:' || lower(trim(lead."email"))
  END AS "matchKey"
FROM (
  SELECT raw.*, CASE
      WHEN raw."intl" AND length(raw."digits") BETWEEN 8 AND 15 THEN raw."digits"
      WHEN NOT raw."intl" AND length(raw."digits") = 10 THEN '91' || raw."digits"
      WHEN NOT raw."intl" AND length(raw."digits") = 12 AND raw."digits" LIKE '91%' THEN raw."digits"
      WHEN length(raw."digits") >= 6 THEN raw."digits"
    END AS "phoneKey"
  FROM (
    SELECT src.*, coalesce(src."phone" ~ '^\s*(\+|00)', false) AS "intl",
      ltrim(regexp_replace(coalesce(src."phone", ''), '\D', '', 'g'), '0') AS "digits"
    FROM (
      SELECT 'consultation' AS "kind", "id", "createdAt", "fullName" AS "name", "phone", "email", "service", NULL::text AS "city",
        NULL::text AS "area", "lang", "visitSource", false AS "booked"
      FROM "consultations" WHERE NOT "suspected"
      UNION ALL
      SELECT 'estimate', "id", "createdAt", "name", "phone", "email", NULL, "city", "area", "lang", "visitSource", false
      FROM "price_estimator" WHERE NOT "suspected"
      UNION ALL
      SELECT 'contact', "id", "createdAt", "name", "phone", "email", NULL, NULL, NULL, "lang", "visitSource", false
      FROM "contacts" WHERE NOT "suspected"
      UNION ALL
      SELECT 'chat', "id", "createdAt", "userName", "userPhone", NULL, "userService", NULL, NULL, "lang", "visitSource", false
      FROM "chat_conversations" WHERE NOT "suspected" AND "userPhone" IS NOT NULL
      UNION ALL
      SELECT 'booking', "id", "createdAt", "fullName", "phone", "email", "service", NULL, "area", "lang", "visitSource", "status" <> 'cancelled'
      FROM "bookings" WHERE NOT "suspected"
    ) src
  ) raw
) lead;
--> statement-breakpoint
INSERT INTO "enquiries" ("createdAt", "stage", "matchKey", "openKey", "name", "phone", "email", "service", "city", "area", "lang",
  "source", "lastTouchAt", "promiseAt")
SELECT first."createdAt", CASE WHEN person."booked" THEN 'meeting-booked' ELSE 'new' END, first."matchKey", first."matchKey",
  first."name", first."phone", first."email", person."service", person."city", person."area", first."lang",
  first."visitSource" -> 'first', person."lastTouchAt",
  CASE
    WHEN extract(isodow FROM first."local") BETWEEN 1 AND 6 AND first."local"::time BETWEEN '09:00' AND '18:00' THEN first."createdAt" + interval '24 hours'
    WHEN extract(isodow FROM first."local") BETWEEN 1 AND 6 AND first."local"::time < '09:00'
      THEN (date_trunc('day', first."local") + interval '9 hours') AT TIME ZONE 'Asia/Kolkata'
    ELSE (date_trunc('day', first."local") + CASE WHEN extract(isodow FROM first."local") = 6 THEN interval '2 days' ELSE interval '1 day' END
      + interval '9 hours') AT TIME ZONE 'Asia/Kolkata'
  END
FROM (
  SELECT DISTINCT ON ("matchKey") "matchKey", "createdAt", "name", "phone", "email", "lang", "visitSource",
    ("createdAt" + interval '24 hours') AT TIME ZONE 'Asia/Kolkata' AS "local"
  FROM "enquiry_backfill" WHERE "matchKey" IS NOT NULL
  ORDER BY "matchKey", "createdAt", "kind", "id"
) first
JOIN (
  SELECT "matchKey", bool_or("booked") AS "booked", max("createdAt") AS "lastTouchAt",
    (array_agg("service" ORDER BY "createdAt") FILTER (WHERE "service" IS NOT NULL))[1] AS "service",
    (array_agg("city" ORDER BY "createdAt") FILTER (WHERE "city" IS NOT NULL))[1] AS "city",
    (array_agg("area" ORDER BY "createdAt") FILTER (WHERE "area" IS NOT NULL))[1] AS "area"
  FROM "enquiry_backfill" WHERE "matchKey" IS NOT NULL GROUP BY "matchKey"
) person ON person."matchKey" = first."matchKey";
--> statement-breakpoint
INSERT INTO "enquiry_touches" ("enquiryId", "kind", "leadId", "createdAt")
SELECT e."id", b."kind", b."id", b."createdAt"
FROM "enquiry_backfill" b JOIN "enquiries" e ON e."openKey" = b."matchKey";
--> statement-breakpoint
INSERT INTO "enquiry_events" ("enquiryId", "createdAt", "type", "data")
SELECT "id", "createdAt", 'created', '{"migrated": true}'::jsonb FROM "enquiries";
--> statement-breakpoint
DROP TABLE "enquiry_backfill";
