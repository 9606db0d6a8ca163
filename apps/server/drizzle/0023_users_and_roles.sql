ALTER TABLE "users" DROP CONSTRAINT "users_role_roles_name_fk";
--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "built_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "grants" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The four roles of 0001 are the built-in ones; the server copies their labels and grants from the
-- contract's matrix at every start.
UPDATE "roles" SET "label" = initcap("name"), "built_in" = "name" IN ('admin', 'supervisor', 'operator', 'viewer');--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "label" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- A sign-in before this migration is known by its session.
UPDATE "users" SET "last_sign_in_at" = (SELECT max("created_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("name") ON DELETE no action ON UPDATE cascade;