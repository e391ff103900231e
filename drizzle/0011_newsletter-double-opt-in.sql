ALTER TABLE "newsletter_contacts" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "newsletter_contacts" ADD COLUMN "doc_type" text;--> statement-breakpoint
ALTER TABLE "newsletter_contacts" ADD COLUMN "doc_number" text;--> statement-breakpoint
ALTER TABLE "newsletter_contacts" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_contacts" ADD COLUMN "consent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_contacts" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_contacts" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_contacts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_contacts" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
ALTER TABLE "newsletter_contacts" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_contacts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_contacts" ADD CONSTRAINT "newsletter_contacts_confirmTokenHash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_contacts" ADD CONSTRAINT "newsletter_contacts_unsubscribeToken_unique" UNIQUE("unsubscribe_token");--> statement-breakpoint
ALTER TABLE "newsletter_contacts" ADD CONSTRAINT "newsletter_contacts_document_check" CHECK (("newsletter_contacts"."doc_type" is null) = ("newsletter_contacts"."doc_number" is null));