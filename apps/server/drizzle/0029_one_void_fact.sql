-- A void is one fact: cancelled exactly when it has a void time. Documents voided before a void set both
-- (signature version 1, which signs neither) are put right first: a void time makes a document cancelled,
-- and a document cancelled without one was voided when it last changed.
UPDATE "scale_documents" SET "status" = 'cancelled' WHERE "voided_at" IS NOT NULL AND "status" <> 'cancelled';--> statement-breakpoint
UPDATE "scale_documents" SET "voided_at" = "updated_at" WHERE "status" = 'cancelled' AND "voided_at" IS NULL;--> statement-breakpoint
ALTER TABLE "scale_documents" ADD CONSTRAINT "scale_documents_void_check" CHECK (("scale_documents"."status" = 'cancelled') = ("scale_documents"."voided_at" is not null));
