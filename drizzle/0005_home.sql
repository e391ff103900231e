CREATE TABLE "airports" (
	"iata" char(3) PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"airport_name" text NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airports_iata_check" CHECK ("airports"."iata" ~ '^[A-Z]{3}$'),
	CONSTRAINT "airports_country_code_check" CHECK ("airports"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency_from" char(3) DEFAULT 'USD' NOT NULL,
	"currency_to" char(3) DEFAULT 'PEN' NOT NULL,
	"amount" numeric(10, 4) NOT NULL,
	"effective_date" date NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_amount_check" CHECK ("exchange_rates"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "flight_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flight_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"origin_code" char(3) DEFAULT 'LIM' NOT NULL,
	"destination_code" char(3) NOT NULL,
	"destination" text NOT NULL,
	"image" text NOT NULL,
	"rate_minor" integer NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"departure_date" date,
	"return_date" date,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_offers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "flight_offers_rate_check" CHECK ("flight_offers"."rate_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"page" text DEFAULT 'HOME' NOT NULL,
	"title" text NOT NULL,
	"image_link" text NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"mobile_image_link" text NOT NULL,
	"mobile_image_width" integer NOT NULL,
	"mobile_image_height" integer NOT NULL,
	"redirect_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "web_elements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_elements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"section_id" integer NOT NULL,
	"content" text NOT NULL,
	"redirect_url" text,
	"element_check" boolean DEFAULT true NOT NULL,
	"element_order" integer DEFAULT 0 NOT NULL,
	"detail" text,
	"image_url" text,
	"open_in_new_tab" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_elements_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "web_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_pages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "web_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"web_id" integer NOT NULL,
	"parent_id" integer,
	"slot" text,
	"generic_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_sections_key_unique" UNIQUE("key"),
	CONSTRAINT "web_sections_slot_check" CHECK ("web_sections"."slot" is null or "web_sections"."parent_id" is null)
);
--> statement-breakpoint
CREATE TABLE "newsletter_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"privacy_policy" boolean NOT NULL,
	"data_policy" boolean NOT NULL,
	"privacy_policy_text" text NOT NULL,
	"data_policy_text" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_contacts_emailNormalized_unique" UNIQUE("email_normalized")
);
--> statement-breakpoint
ALTER TABLE "flight_offers" ADD CONSTRAINT "flight_offers_origin_code_airports_iata_fk" FOREIGN KEY ("origin_code") REFERENCES "public"."airports"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_offers" ADD CONSTRAINT "flight_offers_destination_code_airports_iata_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."airports"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_elements" ADD CONSTRAINT "web_elements_section_id_web_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."web_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_sections" ADD CONSTRAINT "web_sections_web_id_web_pages_id_fk" FOREIGN KEY ("web_id") REFERENCES "public"."web_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_sections" ADD CONSTRAINT "web_sections_parent_id_web_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."web_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airports_active_order_idx" ON "airports" USING btree ("active","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_date_idx" ON "exchange_rates" USING btree ("currency_from","currency_to","effective_date");--> statement-breakpoint
CREATE INDEX "flight_offers_active_idx" ON "flight_offers" USING btree ("active","type","sort_order");--> statement-breakpoint
CREATE INDEX "banners_page_idx" ON "banners" USING btree ("page","active","sort_order");--> statement-breakpoint
CREATE INDEX "web_elements_section_idx" ON "web_elements" USING btree ("section_id","element_order");--> statement-breakpoint
CREATE INDEX "web_sections_web_idx" ON "web_sections" USING btree ("web_id","parent_id","sort_order");