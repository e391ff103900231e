CREATE TABLE "insurance_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"main_cover" text NOT NULL,
	"zones" text[] NOT NULL,
	"min_days" smallint NOT NULL,
	"max_days" smallint NOT NULL,
	"price_per_day_band1_minor" integer NOT NULL,
	"price_per_day_band2_minor" integer,
	"price_per_day_band3_minor" integer,
	"coverage" jsonb NOT NULL,
	"assistance_phone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_plans_days_check" CHECK ("insurance_plans"."min_days" >= 1 and "insurance_plans"."max_days" >= "insurance_plans"."min_days"),
	CONSTRAINT "insurance_plans_prices_check" CHECK ("insurance_plans"."price_per_day_band1_minor" > 0 and coalesce("insurance_plans"."price_per_day_band2_minor", 1) > 0 and coalesce("insurance_plans"."price_per_day_band3_minor", 1) > 0),
	CONSTRAINT "insurance_plans_zones_check" CHECK (cardinality("insurance_plans"."zones") > 0)
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_number" text NOT NULL,
	"quote_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"plan_id" text NOT NULL,
	"plan" jsonb NOT NULL,
	"region" text NOT NULL,
	"national" boolean NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" smallint NOT NULL,
	"travellers" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"invoice" jsonb,
	"data_processing_consent" boolean NOT NULL,
	"marketing_consent" boolean NOT NULL,
	"payment_type" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"state" text DEFAULT 'pending_payment' NOT NULL,
	"payment_id" text,
	"access_token_hash" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_policies_policyNumber_unique" UNIQUE("policy_number"),
	CONSTRAINT "insurance_policies_quoteId_unique" UNIQUE("quote_id"),
	CONSTRAINT "insurance_policies_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "insurance_policies_consent_check" CHECK ("insurance_policies"."data_processing_consent"),
	CONSTRAINT "insurance_policies_total_check" CHECK ("insurance_policies"."total_minor" > 0 and "insurance_policies"."total_minor" = "insurance_policies"."subtotal_minor" + "insurance_policies"."tax_minor"),
	CONSTRAINT "insurance_policies_dates_check" CHECK ("insurance_policies"."end_date" >= "insurance_policies"."start_date" and "insurance_policies"."days" >= 1),
	CONSTRAINT "insurance_policies_state_check" CHECK ("insurance_policies"."state" in ('pending_payment', 'active', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "insurance_policy_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_plan_id_insurance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."insurance_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policy_events" ADD CONSTRAINT "insurance_policy_events_policy_id_insurance_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."insurance_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_policies_user_idx" ON "insurance_policies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "insurance_policy_events_policy_idx" ON "insurance_policy_events" USING btree ("policy_id");