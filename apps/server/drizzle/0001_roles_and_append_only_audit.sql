-- The four roles of the permission matrix (packages/contract/src/permissions.ts).
INSERT INTO "roles" ("name", "description") VALUES
  ('admin', 'Everything, including settings, import, deleting documents and user administration'),
  ('supervisor', 'Everything except settings, import, deleting documents and user administration'),
  ('operator', 'Weighing; dashboard, documents, master data and reports read-only'),
  ('viewer', 'Dashboard, documents and reports read-only')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
-- The audit trail is append-only: no row may be changed or removed, whoever asks.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
