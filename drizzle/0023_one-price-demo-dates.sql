CREATE TABLE "travel_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "travel_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"duration" text NOT NULL,
	"includes" text NOT NULL,
	"price_minor" integer NOT NULL,
	"regular_price_minor" integer,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_packages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "travel_packages_slug_check" CHECK ("travel_packages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "travel_packages_price_check" CHECK ("travel_packages"."price_minor" > 0),
	CONSTRAINT "travel_packages_regular_price_check" CHECK ("travel_packages"."regular_price_minor" is null or "travel_packages"."regular_price_minor" > "travel_packages"."price_minor")
);
--> statement-breakpoint
ALTER TABLE "last_search_fares" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "seeded_on" date;--> statement-breakpoint
ALTER TABLE "event_campaigns" ADD COLUMN "seeded_on" date;--> statement-breakpoint
ALTER TABLE "store_events" ADD COLUMN "seeded_on" date;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "seeded_on" date;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "seeded_on" date;