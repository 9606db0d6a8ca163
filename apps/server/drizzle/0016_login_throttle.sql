CREATE TABLE "login_throttle" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_throttle_scope_subject_pk" PRIMARY KEY("scope","subject"),
	CONSTRAINT "login_throttle_scope_check" CHECK ("scope" in ('address', 'username'))
);
--> statement-breakpoint
CREATE INDEX "login_throttle_window_ends_at_idx" ON "login_throttle" USING btree ("window_ends_at");