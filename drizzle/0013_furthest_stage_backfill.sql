-- How far each existing enquiry got: its stage, or the furthest stage its history moved it to (Lost moves nothing).
UPDATE "enquiries" SET "furthestStage" = "reached"."stage"
FROM (
  SELECT "e"."id",
    (ARRAY['new', 'contacted', 'qualified', 'meeting-booked', 'quote-sent', 'won'])[greatest(
      coalesce(array_position(ARRAY['new', 'contacted', 'qualified', 'meeting-booked', 'quote-sent', 'won'], "e"."stage"), 1),
      coalesce(max(array_position(ARRAY['new', 'contacted', 'qualified', 'meeting-booked', 'quote-sent', 'won'], "ev"."data"->>'to')), 1)
    )] AS "stage"
  FROM "enquiries" "e"
  LEFT JOIN "enquiry_events" "ev" ON "ev"."enquiryId" = "e"."id" AND "ev"."type" = 'stage'
  GROUP BY "e"."id"
) AS "reached"
WHERE "reached"."id" = "enquiries"."id" AND "reached"."stage" <> "enquiries"."furthestStage";
