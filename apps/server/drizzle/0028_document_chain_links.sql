ALTER TABLE "document_amendments" ADD COLUMN "signature_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_amendments" ADD COLUMN "chain_position" bigint;--> statement-breakpoint
ALTER TABLE "document_amendments" ADD COLUMN "previous_document_id" integer;--> statement-breakpoint
ALTER TABLE "document_chain" ADD COLUMN "last_position" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD COLUMN "chain_position" bigint;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD COLUMN "previous_document_id" integer;--> statement-breakpoint
-- The documents written so far are the chain's first links, in the order they were chained (by id); their
-- amendments stay chained to their documents (version 1). previous_document_id is not signed before
-- version 4: it only says where to look. The chain's columns count in no report total, so the totals'
-- triggers are paused for the backfill: kept per row by older databases, they would rewrite the totals
-- once for every document ever weighed.
ALTER TABLE "scale_documents" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "scale_documents" d SET "chain_position" = l.position, "previous_document_id" = l.previous_id
FROM (
  SELECT "document_id", row_number() OVER (ORDER BY "document_id") AS position, lag("document_id") OVER (ORDER BY "document_id") AS previous_id
  FROM "scale_documents"
) l
WHERE d."document_id" = l."document_id";--> statement-breakpoint
ALTER TABLE "scale_documents" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "scale_documents" ALTER COLUMN "chain_position" SET NOT NULL;--> statement-breakpoint
UPDATE "document_chain" SET "last_position" = (SELECT count(*) FROM "scale_documents");--> statement-breakpoint
CREATE UNIQUE INDEX "document_amendments_chain_position_key" ON "document_amendments" USING btree ("chain_position");--> statement-breakpoint
CREATE INDEX "document_amendments_previous_document_idx" ON "document_amendments" USING btree ("previous_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scale_documents_chain_position_key" ON "scale_documents" USING btree ("chain_position");--> statement-breakpoint
CREATE INDEX "scale_documents_previous_document_idx" ON "scale_documents" USING btree ("previous_document_id");