-- Custom SQL migration file, put your code below! --
-- Contacts stored before double opt-in (issue 17) consented through the SPEC 5.4 form: they stay active, with their
-- consent time, and get an unsubscribe token (two random UUIDs: 244 random bits) for the link of every later e-mail.
UPDATE "newsletter_contacts"
SET "status" = 'active',
	"consent_at" = "created_at",
	"confirmed_at" = "created_at",
	"unsubscribe_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
WHERE "confirm_token_hash" IS NULL AND "unsubscribe_token" IS NULL;
