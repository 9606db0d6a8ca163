CREATE INDEX "scale_documents_number_search_idx" ON "scale_documents" USING gin ("document_number" gin_trgm_ops) WHERE "scale_documents"."voided_at" is null;--> statement-breakpoint
-- One more dimension of the report totals, 'search', at the all-time grain only, counts the loads of each
-- combination of plate, driver, material and card as the tickets wrote them.
-- The report totals' functions and triggers are defined in one file, apps/server/sql/report-totals.sql,
-- applied after the migrations at every start; a changed definition there recomputes the totals.
