CREATE TABLE "store_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"line" text,
	"summary" text NOT NULL,
	"agency_id" integer NOT NULL,
	"campaign_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "store_events_slug_check" CHECK ("store_events"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "store_events_times_check" CHECK ("store_events"."ends_at" > "store_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"offers_path" text NOT NULL,
	"offers_label" text NOT NULL,
	"figures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "promotions_slug_check" CHECK ("promotions"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "promotions_validity_check" CHECK ("promotions"."valid_until" >= "promotions"."valid_from"),
	CONSTRAINT "promotions_offers_path_check" CHECK ("promotions"."offers_path" like '/%' and "promotions"."offers_path" not like '//%')
);
--> statement-breakpoint
ALTER TABLE "store_events" ADD CONSTRAINT "store_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_events" ADD CONSTRAINT "store_events_campaign_id_event_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."event_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_events_starts_at_idx" ON "store_events" USING btree ("starts_at");