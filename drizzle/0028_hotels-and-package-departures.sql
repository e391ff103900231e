CREATE TABLE "hotel_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" smallint NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"idempotency_key" text,
	"total_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_holds_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "hotel_holds_state_check" CHECK ("hotel_holds"."state" in ('held', 'confirmed', 'released', 'cancelled')),
	CONSTRAINT "hotel_holds_dates_check" CHECK ("hotel_holds"."check_out" > "hotel_holds"."check_in"),
	CONSTRAINT "hotel_holds_rooms_check" CHECK ("hotel_holds"."rooms" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "hotel_rate_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hotel_rate_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_type_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"board" text NOT NULL,
	"board_per_guest_minor" integer DEFAULT 0 NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"refundable" boolean NOT NULL,
	"cancellation_tiers" jsonb NOT NULL,
	"prepayment" text NOT NULL,
	CONSTRAINT "hotel_rate_plans_board_check" CHECK ("hotel_rate_plans"."board" in ('room_only', 'breakfast', 'half_board', 'all_inclusive')),
	CONSTRAINT "hotel_rate_plans_prepayment_check" CHECK ("hotel_rate_plans"."prepayment" in ('full', 'deposit')),
	CONSTRAINT "hotel_rate_plans_discount_check" CHECK ("hotel_rate_plans"."discount_percent" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "hotel_room_nights" (
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	"allotment" smallint NOT NULL,
	"sold" smallint DEFAULT 0 NOT NULL,
	"held" smallint DEFAULT 0 NOT NULL,
	"stop_sell" boolean DEFAULT false NOT NULL,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"min_stay" smallint DEFAULT 1 NOT NULL,
	"max_stay" smallint DEFAULT 30 NOT NULL,
	"release_days" smallint DEFAULT 0 NOT NULL,
	"single_minor" integer,
	"double_minor" integer NOT NULL,
	"triple_minor" integer,
	CONSTRAINT "hotel_room_nights_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "hotel_room_nights_counts_check" CHECK ("hotel_room_nights"."sold" >= 0 and "hotel_room_nights"."held" >= 0 and "hotel_room_nights"."sold" + "hotel_room_nights"."held" <= "hotel_room_nights"."allotment"),
	CONSTRAINT "hotel_room_nights_stay_check" CHECK ("hotel_room_nights"."min_stay" >= 1 and "hotel_room_nights"."max_stay" >= "hotel_room_nights"."min_stay")
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hotel_room_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hotel_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"max_adults" smallint NOT NULL,
	"max_children" smallint NOT NULL,
	"max_guests" smallint NOT NULL,
	"base_double_minor" integer NOT NULL,
	"daily_allotment" smallint NOT NULL,
	CONSTRAINT "hotel_room_types_guests_check" CHECK ("hotel_room_types"."max_adults" >= 1 and "hotel_room_types"."max_guests" >= "hotel_room_types"."max_adults")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hotels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"supplier" text DEFAULT 'inventory' NOT NULL,
	"name" text NOT NULL,
	"destination_code" char(3) NOT NULL,
	"country_code" char(2) NOT NULL,
	"stars" smallint NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb NOT NULL,
	"amenities" jsonb NOT NULL,
	"check_in_time" char(5) NOT NULL,
	"check_out_time" char(5) NOT NULL,
	"policies" jsonb NOT NULL,
	"child_bands" jsonb NOT NULL,
	"score" smallint DEFAULT 50 NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "hotels_slug_unique" UNIQUE("slug"),
	CONSTRAINT "hotels_stars_check" CHECK ("hotels"."stars" between 1 and 5),
	CONSTRAINT "hotels_slug_check" CHECK ("hotels"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "package_departures" (
	"package_slug" text NOT NULL,
	"departure_date" date NOT NULL,
	"seats" smallint NOT NULL,
	"sold" smallint DEFAULT 0 NOT NULL,
	"supplement_minor" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "package_departures_package_slug_departure_date_pk" PRIMARY KEY("package_slug","departure_date"),
	CONSTRAINT "package_departures_supplement_check" CHECK ("package_departures"."supplement_minor" >= 0),
	CONSTRAINT "package_departures_counts_check" CHECK ("package_departures"."sold" >= 0 and "package_departures"."sold" <= "package_departures"."seats")
);
--> statement-breakpoint
ALTER TABLE "hotel_holds" ADD CONSTRAINT "hotel_holds_rate_plan_id_hotel_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."hotel_rate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_holds" ADD CONSTRAINT "hotel_holds_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rate_plans" ADD CONSTRAINT "hotel_rate_plans_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_nights" ADD CONSTRAINT "hotel_room_nights_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_holds_state_idx" ON "hotel_holds" USING btree ("state","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_rate_plans_code_idx" ON "hotel_rate_plans" USING btree ("room_type_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_room_types_code_idx" ON "hotel_room_types" USING btree ("hotel_id","code");--> statement-breakpoint
CREATE INDEX "hotels_destination_idx" ON "hotels" USING btree ("destination_code");