CREATE TABLE "advertisements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"advertisement_content" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_slug_unique" UNIQUE("slug"),
	CONSTRAINT "advertisements_window_check" CHECK ("advertisements"."end_date" > "advertisements"."start_date"),
	CONSTRAINT "advertisements_content_length_check" CHECK (char_length("advertisements"."advertisement_content") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"icon_src_path" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"hint" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_announcements_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"icon_src_path" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"hint" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "advertisements_window_idx" ON "advertisements" USING btree ("active","start_date","end_date");--> statement-breakpoint
CREATE INDEX "notification_announcements_window_idx" ON "notification_announcements" USING btree ("active","start_date");--> statement-breakpoint
CREATE INDEX "user_notifications_unread_idx" ON "user_notifications" USING btree ("user_id","created_at") WHERE "user_notifications"."read_at" is null;