CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"raw_status" text NOT NULL,
	"outcome" text NOT NULL,
	CONSTRAINT "payment_notifications_event_key" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payable_kind" text NOT NULL,
	"payable_id" text NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_reference" text,
	"redirect_url" text,
	"decline_reason" text,
	"installments" smallint,
	"card_brand" text,
	"card_last4" text,
	"cash_code" text,
	"cash_expires_at" timestamp with time zone,
	"needs_refund" boolean DEFAULT false NOT NULL,
	"refund_reason" text,
	"refunded_amount_minor" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key" UNIQUE("payable_kind","payable_id","idempotency_key"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'approved', 'declined', 'expired', 'refunded')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_minor" > 0),
	CONSTRAINT "payments_installments_check" CHECK ("payments"."installments" is null or "payments"."installments" between 1 and 12),
	CONSTRAINT "payments_last4_check" CHECK ("payments"."card_last4" is null or "payments"."card_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payments_decline_check" CHECK (("payments"."status" = 'declined') = ("payments"."decline_reason" is not null)),
	CONSTRAINT "payments_refund_reason_check" CHECK (not "payments"."needs_refund" or "payments"."refund_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_notifications" (
	"event_id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"body" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_key" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text,
	"decline_reason" text,
	"installments" smallint,
	"card_brand" text,
	"card_last4" text,
	"issuer_bank" text,
	"submitted_at" timestamp with time zone,
	"cash_code" text,
	"expires_at" timestamp with time zone,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_sessions_merchantKey_unique" UNIQUE("merchant_key"),
	CONSTRAINT "sandbox_gateway_sessions_cashCode_unique" UNIQUE("cash_code"),
	CONSTRAINT "sandbox_gateway_sessions_amount_check" CHECK ("sandbox_gateway_sessions"."amount_minor" > 0),
	CONSTRAINT "sandbox_gateway_sessions_last4_check" CHECK ("sandbox_gateway_sessions"."card_last4" is null or "sandbox_gateway_sessions"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_notifications" ADD CONSTRAINT "sandbox_gateway_notifications_session_id_sandbox_gateway_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sandbox_gateway_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_approved_idx" ON "payments" USING btree ("payable_kind","payable_id") WHERE "payments"."status" = 'approved' and not "payments"."needs_refund";--> statement-breakpoint
CREATE INDEX "payments_payable_idx" ON "payments" USING btree ("payable_kind","payable_id");--> statement-breakpoint
CREATE INDEX "payments_provider_reference_idx" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_notifications_due_idx" ON "sandbox_gateway_notifications" USING btree ("next_attempt_at");--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "tickets";