CREATE TABLE "content_gallery_images" (
	"gallery_code" text NOT NULL,
	"position" smallint NOT NULL,
	"src" text NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_gallery_images_gallery_code_position_pk" PRIMARY KEY("gallery_code","position")
);
--> statement-breakpoint
CREATE TABLE "event_campaigns" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code_prefix" varchar(4) NOT NULL,
	"day_id" integer NOT NULL,
	"day_label" text NOT NULL,
	"event_date" date NOT NULL,
	"time_slot_id" integer NOT NULL,
	"time_slot_label" text NOT NULL,
	"registration_open" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people_directory" (
	"doc_type" text NOT NULL,
	"doc_number" varchar(12) NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"m_last_name" varchar(50) NOT NULL,
	"birth_date" date NOT NULL,
	"email" varchar(100),
	"phone" varchar(15),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_directory_doc_type_doc_number_pk" PRIMARY KEY("doc_type","doc_number")
);
--> statement-breakpoint
CREATE TABLE "pre_registration_passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"doc_type" text NOT NULL,
	"doc_number" varchar(12) NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"m_last_name" varchar(50) NOT NULL,
	"birth_date" date NOT NULL,
	"gender" varchar(1),
	"email" varchar(100) NOT NULL,
	"phone" varchar(15) NOT NULL,
	"nationality" varchar(2) DEFAULT 'PE' NOT NULL,
	CONSTRAINT "pre_registration_passengers_position_key" UNIQUE("registration_id","position"),
	CONSTRAINT "pre_registration_passengers_document_key" UNIQUE("registration_id","doc_type","doc_number"),
	CONSTRAINT "pre_registration_passengers_doc_type_check" CHECK ("pre_registration_passengers"."doc_type" in ('CE', 'DNI', 'PAS')),
	CONSTRAINT "pre_registration_passengers_dni_check" CHECK ("pre_registration_passengers"."doc_type" <> 'DNI' or "pre_registration_passengers"."doc_number" ~ '^[0-9]{8}$'),
	CONSTRAINT "pre_registration_passengers_position_check" CHECK ("pre_registration_passengers"."position" between 0 and 19)
);
--> statement-breakpoint
CREATE TABLE "pre_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inscription_code" varchar(20) NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"campaign_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"time_slot_id" integer NOT NULL,
	"medium_id" smallint NOT NULL,
	"other_medium" varchar(100),
	"agency_id" integer NOT NULL,
	"privacy_consent" boolean NOT NULL,
	"data_use_consent" boolean NOT NULL,
	"passenger_count" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pre_registrations_inscriptionCode_unique" UNIQUE("inscription_code"),
	CONSTRAINT "pre_registrations_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "pre_registrations_medium_check" CHECK ("pre_registrations"."medium_id" between 1 and 6),
	CONSTRAINT "pre_registrations_consents_check" CHECK ("pre_registrations"."privacy_consent" and "pre_registrations"."data_use_consent"),
	CONSTRAINT "pre_registrations_passenger_count_check" CHECK ("pre_registrations"."passenger_count" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "pre_registration_passengers" ADD CONSTRAINT "pre_registration_passengers_registration_id_pre_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."pre_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_registrations" ADD CONSTRAINT "pre_registrations_campaign_id_event_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."event_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_registrations" ADD CONSTRAINT "pre_registrations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_registration_passengers_document_idx" ON "pre_registration_passengers" USING btree ("doc_type","doc_number");--> statement-breakpoint
CREATE INDEX "pre_registrations_campaign_idx" ON "pre_registrations" USING btree ("campaign_id","created_at");