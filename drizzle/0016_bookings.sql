CREATE TABLE "booking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_actor_check" CHECK ("booking_events"."actor" in ('customer', 'system', 'payment', 'staff')),
	CONSTRAINT "booking_events_state_check" CHECK ("booking_events"."to_state" in ('held', 'pending_payment', 'confirmed', 'ticketed', 'expired', 'cancelled') and ("booking_events"."from_state" is null or "booking_events"."from_state" in ('held', 'pending_payment', 'confirmed', 'ticketed')))
);
--> statement-breakpoint
CREATE TABLE "booking_passengers" (
	"booking_id" uuid NOT NULL,
	"index" smallint NOT NULL,
	"type" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"nationality" char(2) NOT NULL,
	"gender" char(1) NOT NULL,
	"document_key" text NOT NULL,
	"name_key" text NOT NULL,
	CONSTRAINT "booking_passengers_booking_id_index_pk" PRIMARY KEY("booking_id","index"),
	CONSTRAINT "booking_passengers_index_check" CHECK ("booking_passengers"."index" between 0 and 17),
	CONSTRAINT "booking_passengers_type_check" CHECK ("booking_passengers"."type" in ('ADT', 'CHD', 'INF')),
	CONSTRAINT "booking_passengers_document_check" CHECK ("booking_passengers"."document_type" in ('DNI', 'CE', 'PASAPORTE')),
	CONSTRAINT "booking_passengers_gender_check" CHECK ("booking_passengers"."gender" in ('F', 'M'))
);
--> statement-breakpoint
CREATE TABLE "booking_seat_holds" (
	"booking_id" uuid NOT NULL,
	"schedule_id" integer NOT NULL,
	"departure_date" date NOT NULL,
	"cabin" smallint NOT NULL,
	"seats" smallint NOT NULL,
	"released_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "booking_seat_holds_booking_id_schedule_id_departure_date_cabin_pk" PRIMARY KEY("booking_id","schedule_id","departure_date","cabin"),
	CONSTRAINT "booking_seat_holds_seats_check" CHECK ("booking_seat_holds"."seats" between 1 and 9),
	CONSTRAINT "booking_seat_holds_cabin_check" CHECK ("booking_seat_holds"."cabin" between 0 and 3),
	CONSTRAINT "booking_seat_holds_end_check" CHECK ("booking_seat_holds"."released_at" is null or "booking_seat_holds"."confirmed_at" is null)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" char(6) NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"user_id" uuid,
	"checkout_id" text NOT NULL,
	"contact" jsonb NOT NULL,
	"contact_email" text NOT NULL,
	"invoice" jsonb,
	"data_processing_consent_at" timestamp with time zone NOT NULL,
	"marketing_consent" boolean NOT NULL,
	"offer" jsonb NOT NULL,
	"fare_family" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint NOT NULL,
	"infants" smallint NOT NULL,
	"tickets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"travel_date" date NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_state_check" CHECK ("bookings"."state" in ('held', 'pending_payment', 'confirmed', 'ticketed', 'expired', 'cancelled')),
	CONSTRAINT "bookings_code_check" CHECK ("bookings"."code" ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$'),
	CONSTRAINT "bookings_counts_check" CHECK ("bookings"."adults" >= 1 and "bookings"."children" >= 0 and "bookings"."infants" >= 0 and "bookings"."infants" <= "bookings"."adults" and "bookings"."adults" + "bookings"."children" <= 9),
	CONSTRAINT "bookings_total_check" CHECK ("bookings"."total_minor" >= 0 and "bookings"."currency" = 'USD'),
	CONSTRAINT "bookings_hold_check" CHECK ("bookings"."state" not in ('held', 'pending_payment') or "bookings"."hold_expires_at" is not null),
	CONSTRAINT "bookings_email_check" CHECK ("bookings"."contact_email" = lower("bookings"."contact_email"))
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_seat_holds" ADD CONSTRAINT "booking_seat_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_seat_holds" ADD CONSTRAINT "booking_seat_holds_schedule_id_flight_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."flight_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_passengers_document_idx" ON "booking_passengers" USING btree ("document_key");--> statement-breakpoint
CREATE INDEX "booking_passengers_name_idx" ON "booking_passengers" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "booking_seat_holds_flight_idx" ON "booking_seat_holds" USING btree ("schedule_id","departure_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_code_idx" ON "bookings" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_checkout_idx" ON "bookings" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."state" in ('held', 'pending_payment');