CREATE TABLE "destination_content_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "destination_content_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_web_seo" integer NOT NULL,
	"position" integer NOT NULL,
	"titulo" text NOT NULL,
	"imagen_url" text NOT NULL,
	"detalle" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destination_contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "destination_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"iata" char(3) NOT NULL,
	"origin_iata" char(3) DEFAULT 'LIM' NOT NULL,
	"ciudad_nombre" text NOT NULL,
	"ciudad_destino" text NOT NULL,
	"pais_destino" text NOT NULL,
	"tipo" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"titulo" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destination_contents_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "destination_faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "destination_faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_web_seo" integer NOT NULL,
	"position" integer NOT NULL,
	"pregunta" text NOT NULL,
	"respuesta" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destination_popular_routes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "destination_popular_routes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_web_seo" integer NOT NULL,
	"position" integer NOT NULL,
	"ciudad_origen_nombre" text NOT NULL,
	"ciudad_origen_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "last_search_fares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "last_search_fares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" char(1) DEFAULT 'A' NOT NULL,
	"origin_code" char(3) NOT NULL,
	"origin_name" text NOT NULL,
	"destination_code" char(3) NOT NULL,
	"destination_name" text NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"origin_iata" char(3) NOT NULL,
	"destination_iata" char(3) NOT NULL,
	"id_web_seo" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"confirmation_sent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"last_notified_total_minor" integer,
	"last_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_confirmTokenHash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "price_alerts_unsubscribeToken_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "destination_content_blocks" ADD CONSTRAINT "destination_content_blocks_id_web_seo_destination_contents_id_fk" FOREIGN KEY ("id_web_seo") REFERENCES "public"."destination_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_faqs" ADD CONSTRAINT "destination_faqs_id_web_seo_destination_contents_id_fk" FOREIGN KEY ("id_web_seo") REFERENCES "public"."destination_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_popular_routes" ADD CONSTRAINT "destination_popular_routes_id_web_seo_destination_contents_id_fk" FOREIGN KEY ("id_web_seo") REFERENCES "public"."destination_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_id_web_seo_destination_contents_id_fk" FOREIGN KEY ("id_web_seo") REFERENCES "public"."destination_contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "destination_content_blocks_position_idx" ON "destination_content_blocks" USING btree ("id_web_seo","position");--> statement-breakpoint
CREATE UNIQUE INDEX "destination_faqs_position_idx" ON "destination_faqs" USING btree ("id_web_seo","position");--> statement-breakpoint
CREATE UNIQUE INDEX "destination_popular_routes_position_idx" ON "destination_popular_routes" USING btree ("id_web_seo","position");--> statement-breakpoint
CREATE UNIQUE INDEX "last_search_fares_route_dates_idx" ON "last_search_fares" USING btree ("type","origin_code","destination_code","date_start","date_end");--> statement-breakpoint
CREATE INDEX "last_search_fares_cheapest_idx" ON "last_search_fares" USING btree ("destination_code","origin_code","type","total_minor");--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_email_route_idx" ON "price_alerts" USING btree ("email","origin_iata","destination_iata");--> statement-breakpoint
CREATE INDEX "price_alerts_active_route_idx" ON "price_alerts" USING btree ("origin_iata","destination_iata") WHERE "price_alerts"."status" = 'active';