CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"color_scheme" text,
	"density" text,
	"menu_view" text,
	"locale" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_preferences_color_scheme_check" CHECK ("user_preferences"."color_scheme" in ('light', 'dark')),
	CONSTRAINT "user_preferences_density_check" CHECK ("user_preferences"."density" in ('comfortable', 'compact')),
	CONSTRAINT "user_preferences_menu_view_check" CHECK ("user_preferences"."menu_view" in ('simple', 'advanced')),
	CONSTRAINT "user_preferences_locale_check" CHECK ("user_preferences"."locale" in ('en', 'de'))
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "shift_pattern" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "default_color_scheme" text DEFAULT 'light' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "default_density" text DEFAULT 'comfortable' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "default_menu_view" text DEFAULT 'simple' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "default_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_color_scheme_check" CHECK ("site_settings"."default_color_scheme" in ('light', 'dark'));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_density_check" CHECK ("site_settings"."default_density" in ('comfortable', 'compact'));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_menu_view_check" CHECK ("site_settings"."default_menu_view" in ('simple', 'advanced'));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_locale_check" CHECK ("site_settings"."default_locale" in ('en', 'de'));