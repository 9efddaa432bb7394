CREATE TABLE "report_snapshots" (
	"weeks" integer PRIMARY KEY NOT NULL,
	"computedAt" timestamp with time zone NOT NULL,
	"report" jsonb NOT NULL
);
