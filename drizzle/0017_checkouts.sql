CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"offer_id" text NOT NULL,
	"option_ids" jsonb NOT NULL,
	"fare_family_code" text NOT NULL,
	"search_url" text,
	"with_assistance" boolean DEFAULT false NOT NULL,
	"step_reached" smallint DEFAULT 1 NOT NULL,
	"booking_id" uuid,
	"accepted_total_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkouts_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "checkouts_step_check" CHECK ("checkouts"."step_reached" between 1 and 3),
	CONSTRAINT "checkouts_total_check" CHECK ("checkouts"."accepted_total_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_expires_idx" ON "checkouts" USING btree ("expires_at");