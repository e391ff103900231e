CREATE TABLE "promo_codes" (
	"code" char(6) PRIMARY KEY NOT NULL,
	"percent" smallint NOT NULL,
	"cap_minor" integer NOT NULL,
	"uses_left" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" ~ '^[A-Z0-9]{6}$'),
	CONSTRAINT "promo_codes_percent_check" CHECK ("promo_codes"."percent" between 1 and 100),
	CONSTRAINT "promo_codes_cap_check" CHECK ("promo_codes"."cap_minor" > 0),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."uses_left" >= 0),
	CONSTRAINT "promo_codes_period_check" CHECK ("promo_codes"."valid_from" <= "promo_codes"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" char(6) NOT NULL,
	"payable_kind" text NOT NULL,
	"payable_id" text NOT NULL,
	"discount_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_discount_check" CHECK ("promo_redemptions"."discount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_charges" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"price_minor" integer NOT NULL,
	"promo_code" char(6),
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"retention_minor" integer,
	"commission_minor" integer,
	"refund_due_minor" integer,
	"refund_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_charges_amounts_check" CHECK ("booking_charges"."price_minor" >= 0 and "booking_charges"."discount_minor" >= 0 and "booking_charges"."total_minor" >= 0),
	CONSTRAINT "booking_charges_refund_check" CHECK ("booking_charges"."refund_due_minor" is null or "booking_charges"."refund_due_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_tickets" (
	"booking_id" text NOT NULL,
	"passenger_index" smallint NOT NULL,
	"number" char(13) NOT NULL,
	"carrier" char(2) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_tickets_booking_id_passenger_index_pk" PRIMARY KEY("booking_id","passenger_index"),
	CONSTRAINT "booking_tickets_number_check" CHECK ("booking_tickets"."number" ~ '^[0-9]{13}$')
);
--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_payable_idx" ON "promo_redemptions" USING btree ("payable_kind","payable_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_tickets_number_idx" ON "booking_tickets" USING btree ("number");