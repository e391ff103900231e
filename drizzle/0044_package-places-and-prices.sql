CREATE TABLE "package_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_slug" text NOT NULL,
	"departure_date" date NOT NULL,
	"places" smallint NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"idempotency_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_holds_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "package_holds_places_check" CHECK ("package_holds"."places" > 0),
	CONSTRAINT "package_holds_state_check" CHECK ("package_holds"."state" in ('held', 'sold', 'released', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "package_departures" DROP CONSTRAINT "package_departures_counts_check";--> statement-breakpoint
ALTER TABLE "package_departures" ADD COLUMN "held" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_packages" ADD COLUMN "single_price_minor" integer;--> statement-breakpoint
ALTER TABLE "travel_packages" ADD COLUMN "triple_price_minor" integer;--> statement-breakpoint
ALTER TABLE "travel_packages" ADD COLUMN "child_price_minor" integer;--> statement-breakpoint
ALTER TABLE "travel_packages" ADD COLUMN "child_max_age" smallint;--> statement-breakpoint
ALTER TABLE "travel_packages" ADD COLUMN "cancellation_tiers" jsonb;--> statement-breakpoint
ALTER TABLE "package_holds" ADD CONSTRAINT "package_holds_package_slug_departure_date_package_departures_package_slug_departure_date_fk" FOREIGN KEY ("package_slug","departure_date") REFERENCES "public"."package_departures"("package_slug","departure_date") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_holds_departure_idx" ON "package_holds" USING btree ("package_slug","departure_date","state");--> statement-breakpoint
ALTER TABLE "package_departures" ADD CONSTRAINT "package_departures_counts_check" CHECK ("package_departures"."sold" >= 0 and "package_departures"."held" >= 0 and "package_departures"."held" + "package_departures"."sold" <= "package_departures"."seats");--> statement-breakpoint
ALTER TABLE "travel_packages" ADD CONSTRAINT "travel_packages_occupancy_prices_check" CHECK (("travel_packages"."single_price_minor" is null or "travel_packages"."single_price_minor" > 0) and ("travel_packages"."triple_price_minor" is null or "travel_packages"."triple_price_minor" > 0) and ("travel_packages"."child_price_minor" is null or "travel_packages"."child_price_minor" > 0) and ("travel_packages"."child_max_age" is null or "travel_packages"."child_max_age" between 1 and 17));