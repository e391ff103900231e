ALTER TABLE "complaints" ADD COLUMN "paper_sheet_number" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "entered_by" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_paper_sheet_key" UNIQUE("agency_id","paper_sheet_number");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_paper_check" CHECK (("complaints"."paper_sheet_number" is null) = ("complaints"."entered_by" is null) and ("complaints"."entered_by" is null) = ("complaints"."entered_at" is null) and ("complaints"."paper_sheet_number" is null or "complaints"."channel" = 'agency'));