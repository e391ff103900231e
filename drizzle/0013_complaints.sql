CREATE TABLE "email_outbox_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "email_outbox_attachments_position_key" UNIQUE("outbox_id","position")
);
--> statement-breakpoint
CREATE TABLE "complaint_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "complaint_attachments_position_key" UNIQUE("complaint_id","position"),
	CONSTRAINT "complaint_attachments_size_check" CHECK ("complaint_attachments"."size_bytes" between 1 and 5242880)
);
--> statement-breakpoint
CREATE TABLE "complaint_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "complaint_counters_number_check" CHECK ("complaint_counters"."last_number" between 0 and 999999999),
	CONSTRAINT "complaint_counters_year_check" CHECK ("complaint_counters"."year" between 2000 and 2999)
);
--> statement-breakpoint
CREATE TABLE "complaint_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_view_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"complaint_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" smallint NOT NULL,
	"number" integer NOT NULL,
	"channel" text NOT NULL,
	"agency_id" integer,
	"store_name" text NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_due_on" date NOT NULL,
	"status" text DEFAULT 'recibido' NOT NULL,
	"first_names" text NOT NULL,
	"last_names" text NOT NULL,
	"address" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"is_minor" boolean DEFAULT false NOT NULL,
	"guardian_name" text,
	"guardian_document_type" text,
	"guardian_document_number" text,
	"guardian_phone" text,
	"guardian_email" text,
	"good_type" text NOT NULL,
	"amount_minor" integer,
	"currency" text,
	"good_description" text NOT NULL,
	"booking_code" text,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"consumer_request" text NOT NULL,
	"answer_text" text,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_year_number_key" UNIQUE("year","number"),
	CONSTRAINT "complaints_number_check" CHECK ("complaints"."number" between 1 and 999999999),
	CONSTRAINT "complaints_channel_check" CHECK (("complaints"."channel" = 'agency') = ("complaints"."agency_id" is not null)),
	CONSTRAINT "complaints_amount_check" CHECK (("complaints"."amount_minor" is null) = ("complaints"."currency" is null) and coalesce("complaints"."amount_minor", 0) >= 0),
	CONSTRAINT "complaints_guardian_check" CHECK (not "complaints"."is_minor" or ("complaints"."guardian_name" is not null and "complaints"."guardian_document_number" is not null and "complaints"."guardian_phone" is not null)),
	CONSTRAINT "complaints_detail_check" CHECK (char_length("complaints"."detail") between 1 and 2000),
	CONSTRAINT "complaints_answer_check" CHECK (("complaints"."status" = 'respondido') = ("complaints"."answer_text" is not null and "complaints"."answered_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "national_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox_attachments" ADD CONSTRAINT "email_outbox_attachments_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_attachments" ADD CONSTRAINT "complaint_attachments_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_view_grants" ADD CONSTRAINT "complaint_view_grants_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_idx" ON "complaint_events" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaint_view_grants_expires_idx" ON "complaint_view_grants" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "complaints_email_idx" ON "complaints" USING btree ("email");