CREATE TABLE "reception_access" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"pin_failures" integer DEFAULT 0 NOT NULL,
	"failure_window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "reception_access_generation_check" CHECK ("reception_access"."generation" > 0),
	CONSTRAINT "reception_access_pin_failures_check" CHECK ("reception_access"."pin_failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reception_access" ADD CONSTRAINT "reception_access_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;