CREATE TABLE "airlines" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ticket_prefix" char(3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airlines_code_check" CHECK ("airlines"."code" ~ '^[A-Z0-9]{2}$'),
	CONSTRAINT "airlines_ticket_prefix_check" CHECK ("airlines"."ticket_prefix" ~ '^[0-9]{3}$')
);
--> statement-breakpoint
CREATE TABLE "flight_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flight_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"marketing_carrier" char(2) NOT NULL,
	"marketing_flight_number" text NOT NULL,
	"operating_carrier" char(2) NOT NULL,
	"operating_flight_number" text NOT NULL,
	"origin" char(3) NOT NULL,
	"destination" char(3) NOT NULL,
	"departure_time" char(5) NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"days_of_week" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"aircraft" text NOT NULL,
	"departure_terminal" text,
	"arrival_terminal" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_schedules_number_check" CHECK ("flight_schedules"."marketing_flight_number" ~ '^[0-9]{1,4}$'),
	CONSTRAINT "flight_schedules_time_check" CHECK ("flight_schedules"."departure_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "flight_schedules_duration_check" CHECK ("flight_schedules"."duration_minutes" between 20 and 1200),
	CONSTRAINT "flight_schedules_days_check" CHECK ("flight_schedules"."days_of_week" ~ '^1?2?3?4?5?6?7?$' and "flight_schedules"."days_of_week" <> ''),
	CONSTRAINT "flight_schedules_period_check" CHECK ("flight_schedules"."valid_from" <= "flight_schedules"."valid_to"),
	CONSTRAINT "flight_schedules_route_check" CHECK ("flight_schedules"."origin" <> "flight_schedules"."destination")
);
--> statement-breakpoint
CREATE TABLE "interline_agreements" (
	"carrier_a" char(2) NOT NULL,
	"carrier_b" char(2) NOT NULL,
	CONSTRAINT "interline_agreements_carrier_a_carrier_b_pk" PRIMARY KEY("carrier_a","carrier_b"),
	CONSTRAINT "interline_agreements_order_check" CHECK ("interline_agreements"."carrier_a" < "interline_agreements"."carrier_b")
);
--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "time_zone" text DEFAULT 'America/Lima' NOT NULL;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "mct_domestic_minutes" smallint DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "mct_international_minutes" smallint DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_marketing_carrier_airlines_code_fk" FOREIGN KEY ("marketing_carrier") REFERENCES "public"."airlines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_operating_carrier_airlines_code_fk" FOREIGN KEY ("operating_carrier") REFERENCES "public"."airlines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_origin_airports_iata_fk" FOREIGN KEY ("origin") REFERENCES "public"."airports"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_destination_airports_iata_fk" FOREIGN KEY ("destination") REFERENCES "public"."airports"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interline_agreements" ADD CONSTRAINT "interline_agreements_carrier_a_airlines_code_fk" FOREIGN KEY ("carrier_a") REFERENCES "public"."airlines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interline_agreements" ADD CONSTRAINT "interline_agreements_carrier_b_airlines_code_fk" FOREIGN KEY ("carrier_b") REFERENCES "public"."airlines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_schedules_origin_idx" ON "flight_schedules" USING btree ("origin");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_schedules_flight_idx" ON "flight_schedules" USING btree ("marketing_carrier","marketing_flight_number","origin");