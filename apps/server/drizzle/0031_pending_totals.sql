CREATE TABLE "rollup_pending_documents" (
	"document_id" integer PRIMARY KEY NOT NULL
);
