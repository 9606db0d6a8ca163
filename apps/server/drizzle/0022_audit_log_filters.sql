CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_record_type_idx" ON "audit_log" USING btree ("entity_type","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_username_idx" ON "audit_log" USING btree (lower("actor_username"),"occurred_at","id");