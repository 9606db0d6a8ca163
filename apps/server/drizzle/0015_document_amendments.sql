-- Documents signed over every field of the ticket (signature_version 2; the rows already
-- written keep version 1, their number, times, vehicle and weights), voids and corrections as signed entries
-- of their own, and a fingerprint of the signing key that every server must match.
CREATE TABLE "document_amendments" (
	"amendment_id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amended_at" timestamp with time zone NOT NULL,
	"amended_by" integer,
	"amended_by_name" text,
	"reason" text,
	"sets" jsonb NOT NULL,
	"replaces" jsonb NOT NULL,
	"signature" text NOT NULL,
	"previous_signature" text NOT NULL,
	CONSTRAINT "document_amendments_kind_check" CHECK ("kind" in ('void', 'correct'))
);
--> statement-breakpoint
CREATE TABLE "document_signing_key" (
	"id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_signing_key_one_row" CHECK ("document_signing_key"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "scale_documents" ADD COLUMN "signature_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_amendments" ADD CONSTRAINT "document_amendments_document_id_scale_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."scale_documents"("document_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_amendments" ADD CONSTRAINT "document_amendments_amended_by_users_id_fk" FOREIGN KEY ("amended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_amendments_document_idx" ON "document_amendments" USING btree ("document_id","amendment_id");
--> statement-breakpoint
-- Amendments are append-only, like the audit trail: no row may be changed, whoever asks. They are removed
-- only with their documents by a clear, which says so for its own transaction (weighbridge.clearing).
CREATE FUNCTION document_amendments_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('weighbridge.clearing', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'document_amendments is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER document_amendments_append_only
  BEFORE UPDATE OR DELETE ON "document_amendments"
  FOR EACH ROW EXECUTE FUNCTION document_amendments_refuse_change();
--> statement-breakpoint
CREATE TRIGGER document_amendments_no_truncate
  BEFORE TRUNCATE ON "document_amendments"
  FOR EACH STATEMENT EXECUTE FUNCTION document_amendments_refuse_change();
