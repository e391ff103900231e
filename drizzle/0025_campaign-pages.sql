CREATE TABLE "campaign_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"kicker" text NOT NULL,
	"heading" text NOT NULL,
	"intro" text NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"flight_routes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"package_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "campaign_pages_slug_check" CHECK ("campaign_pages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "campaign_pages_image_check" CHECK ("campaign_pages"."image_url" is null or ("campaign_pages"."image_url" like '/%' and "campaign_pages"."image_url" not like '//%'))
);
--> statement-breakpoint
ALTER TABLE "campaign_pages" ADD CONSTRAINT "campaign_pages_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;