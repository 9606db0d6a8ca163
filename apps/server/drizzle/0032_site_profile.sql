ALTER TABLE "site_settings" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "public_url" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "logo" "bytea";--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "logo_type" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "profile_seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "profile_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_check" CHECK (("site_settings"."logo" is null) = ("site_settings"."logo_type" is null));