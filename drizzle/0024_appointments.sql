CREATE TABLE "appointment_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor" varchar(20) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_schedules" (
	"location_key" varchar(20) PRIMARY KEY NOT NULL,
	"agency_id" integer,
	"weekly_hours" jsonb NOT NULL,
	"slot_minutes" smallint DEFAULT 30 NOT NULL,
	"advisers" smallint DEFAULT 2 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_schedules_slot_check" CHECK ("appointment_schedules"."slot_minutes" between 10 and 240),
	CONSTRAINT "appointment_schedules_advisers_check" CHECK ("appointment_schedules"."advisers" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "appointment_slots" (
	"location_key" varchar(20) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" smallint NOT NULL,
	"booked" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_slots_location_key_starts_at_pk" PRIMARY KEY("location_key","starts_at"),
	CONSTRAINT "appointment_slots_booked_check" CHECK ("appointment_slots"."booked" between 0 and "appointment_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(12) NOT NULL,
	"location_key" varchar(20) NOT NULL,
	"agency_id" integer,
	"reason" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"doc_type" text NOT NULL,
	"doc_number" varchar(12) NOT NULL,
	"email" varchar(100) NOT NULL,
	"phone" varchar(15) NOT NULL,
	"user_id" uuid,
	"video_url" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_code_unique" UNIQUE("code"),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('booked', 'cancelled', 'checked_in'))
);
--> statement-breakpoint
CREATE TABLE "store_turn_counters" (
	"agency_id" integer NOT NULL,
	"day" date NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_turn_counters_agency_id_day_pk" PRIMARY KEY("agency_id","day")
);
--> statement-breakpoint
CREATE TABLE "store_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" integer NOT NULL,
	"day" date NOT NULL,
	"number" integer NOT NULL,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"appointment_id" uuid,
	"pre_registration_id" uuid,
	"first_name" varchar(50),
	"email" varchar(100),
	"status" text DEFAULT 'waiting' NOT NULL,
	"desk" smallint,
	"called_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_turns_number_key" UNIQUE("agency_id","day","number"),
	CONSTRAINT "store_turns_appointment_key" UNIQUE("appointment_id"),
	CONSTRAINT "store_turns_pre_registration_key" UNIQUE("pre_registration_id","day"),
	CONSTRAINT "store_turns_number_check" CHECK ("store_turns"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "appointment_changes" ADD CONSTRAINT "appointment_changes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_schedules" ADD CONSTRAINT "appointment_schedules_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_turn_counters" ADD CONSTRAINT "store_turn_counters_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_turns" ADD CONSTRAINT "store_turns_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_turns" ADD CONSTRAINT "store_turns_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_turns" ADD CONSTRAINT "store_turns_pre_registration_id_pre_registrations_id_fk" FOREIGN KEY ("pre_registration_id") REFERENCES "public"."pre_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "appointments_starts_idx" ON "appointments" USING btree ("location_key","starts_at");--> statement-breakpoint
CREATE INDEX "store_turns_queue_idx" ON "store_turns" USING btree ("agency_id","day","status");