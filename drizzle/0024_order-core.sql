CREATE TABLE "order_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"item_id" uuid,
	"kind" text NOT NULL,
	"rule" jsonb NOT NULL,
	"label" text NOT NULL,
	"reason" text NOT NULL,
	"promo_code" char(6),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_adjustments_kind_check" CHECK ("order_adjustments"."kind" in ('promo', 'price_change', 'manual')),
	CONSTRAINT "order_adjustments_promo_check" CHECK (("order_adjustments"."kind" = 'promo') = ("order_adjustments"."promo_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_actor_check" CHECK ("order_events"."actor" in ('customer', 'system', 'payment', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "order_item_lines" (
	"item_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_minor" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "order_item_lines_item_id_position_pk" PRIMARY KEY("item_id","position"),
	CONSTRAINT "order_item_lines_amount_check" CHECK ("order_item_lines"."amount_minor" >= 0 and "order_item_lines"."unit_minor" >= 0 and "order_item_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"product" text NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"currency" char(3) NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"traveller_indexes" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"product_record_id" text,
	"supplier_ref" text,
	"hold_expires_at" timestamp with time zone,
	"price_valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_state_check" CHECK ("order_items"."state" in ('held', 'confirmed', 'fulfilled', 'released', 'cancelled')),
	CONSTRAINT "order_items_product_check" CHECK ("order_items"."product" in ('flight', 'insurance', 'hotel', 'package')),
	CONSTRAINT "order_items_subtotal_check" CHECK ("order_items"."subtotal_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" char(6) NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"user_id" uuid,
	"contact_email" text NOT NULL,
	"contact" jsonb NOT NULL,
	"invoice" jsonb,
	"travellers" jsonb NOT NULL,
	"checkout_id" text,
	"charge_currency" char(3) NOT NULL,
	"reference_currency" char(3) NOT NULL,
	"rate_value" numeric(10, 4) NOT NULL,
	"rate_date" date NOT NULL,
	"rate_source" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_state_check" CHECK ("orders"."state" in ('held', 'pending_payment', 'paid', 'fulfilled', 'expired', 'cancelled')),
	CONSTRAINT "orders_code_check" CHECK ("orders"."code" ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$'),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."charge_currency" in ('USD', 'PEN') and "orders"."reference_currency" in ('USD', 'PEN') and "orders"."charge_currency" <> "orders"."reference_currency"),
	CONSTRAINT "orders_rate_check" CHECK ("orders"."rate_value" > 0),
	CONSTRAINT "orders_email_check" CHECK ("orders"."contact_email" = lower("orders"."contact_email"))
);
--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_lines" ADD CONSTRAINT "order_item_lines_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_adjustments_order_idx" ON "order_adjustments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_adjustments_one_promo_idx" ON "order_adjustments" USING btree ("order_id") WHERE "order_adjustments"."kind" = 'promo' and "order_adjustments"."active";--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_position_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_record_idx" ON "order_items" USING btree ("product","product_record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_idx" ON "orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("contact_email");