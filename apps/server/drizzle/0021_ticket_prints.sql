CREATE TABLE "ticket_prints" (
	"ticket_print_id" bigserial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"print_number" integer NOT NULL,
	"size" text NOT NULL,
	"printed_at" timestamp with time zone NOT NULL,
	"printed_by" integer,
	"printed_by_name" text,
	CONSTRAINT "ticket_prints_size_check" CHECK ("size" in ('a4', 'a5', '80mm'))
);
--> statement-breakpoint
ALTER TABLE "login_throttle" DROP CONSTRAINT "login_throttle_scope_check";--> statement-breakpoint
ALTER TABLE "ticket_prints" ADD CONSTRAINT "ticket_prints_document_id_scale_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."scale_documents"("document_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_prints" ADD CONSTRAINT "ticket_prints_printed_by_users_id_fk" FOREIGN KEY ("printed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_prints_document_number_key" ON "ticket_prints" USING btree ("document_id","print_number");--> statement-breakpoint
ALTER TABLE "login_throttle" ADD CONSTRAINT "login_throttle_scope_check" CHECK ("scope" in ('address', 'username', 'verify'));