CREATE TABLE "aircraft_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seats_economy" smallint NOT NULL,
	"seats_premium_economy" smallint DEFAULT 0 NOT NULL,
	"seats_business" smallint DEFAULT 0 NOT NULL,
	"seats_first" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "aircraft_types_seats_check" CHECK ("aircraft_types"."seats_economy" > 0 and "aircraft_types"."seats_premium_economy" >= 0 and "aircraft_types"."seats_business" >= 0 and "aircraft_types"."seats_first" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fare_families" (
	"carrier" char(2) NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"rank" smallint NOT NULL,
	"price_percent" smallint NOT NULL,
	"personal_item" boolean DEFAULT true NOT NULL,
	"cabin_bag" boolean NOT NULL,
	"checked_bags" smallint NOT NULL,
	"checked_bag_kg" smallint DEFAULT 23 NOT NULL,
	"seat_choice" text NOT NULL,
	"change_penalty_minor" integer,
	"refund_penalty_minor" integer,
	CONSTRAINT "fare_families_carrier_code_pk" PRIMARY KEY("carrier","code"),
	CONSTRAINT "fare_families_price_check" CHECK ("fare_families"."price_percent" between 50 and 500),
	CONSTRAINT "fare_families_seat_check" CHECK ("fare_families"."seat_choice" in ('none', 'paid', 'free')),
	CONSTRAINT "fare_families_bags_check" CHECK ("fare_families"."checked_bags" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "flight_inventory" (
	"schedule_id" integer NOT NULL,
	"departure_date" date NOT NULL,
	"cabin" smallint NOT NULL,
	"capacity" smallint NOT NULL,
	"sold" smallint DEFAULT 0 NOT NULL,
	"held" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_inventory_schedule_id_departure_date_cabin_pk" PRIMARY KEY("schedule_id","departure_date","cabin"),
	CONSTRAINT "flight_inventory_cabin_check" CHECK ("flight_inventory"."cabin" between 0 and 3),
	CONSTRAINT "flight_inventory_counts_check" CHECK ("flight_inventory"."sold" >= 0 and "flight_inventory"."held" >= 0 and "flight_inventory"."sold" + "flight_inventory"."held" <= "flight_inventory"."capacity")
);
--> statement-breakpoint
CREATE TABLE "flight_tax_rules" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"country" char(2),
	"percent" smallint,
	"airport" char(3),
	"domestic_minor" integer DEFAULT 0 NOT NULL,
	"international_minor" integer DEFAULT 0 NOT NULL,
	"exempt_infants" boolean DEFAULT true NOT NULL,
	CONSTRAINT "flight_tax_rules_kind_check" CHECK (("flight_tax_rules"."kind" = 'domestic-percent' and "flight_tax_rules"."country" is not null and "flight_tax_rules"."percent" between 0 and 100) or ("flight_tax_rules"."kind" = 'departure-fixed' and "flight_tax_rules"."airport" is not null))
);
--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "child_percent" smallint DEFAULT 75 NOT NULL;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "infant_percent" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "hubs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fare_families" ADD CONSTRAINT "fare_families_carrier_airlines_code_fk" FOREIGN KEY ("carrier") REFERENCES "public"."airlines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_inventory" ADD CONSTRAINT "flight_inventory_schedule_id_flight_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."flight_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_tax_rules" ADD CONSTRAINT "flight_tax_rules_airport_airports_iata_fk" FOREIGN KEY ("airport") REFERENCES "public"."airports"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fare_families_rank_idx" ON "fare_families" USING btree ("carrier","rank");--> statement-breakpoint
ALTER TABLE "airlines" ADD CONSTRAINT "airlines_shares_check" CHECK ("airlines"."child_percent" between 0 and 100 and "airlines"."infant_percent" between 0 and 100);