DROP INDEX "scale_documents_polygon_idx";--> statement-breakpoint
CREATE INDEX "scale_documents_polygon_time_idx" ON "scale_documents" USING btree ("polygon_id","second_weigh_timestamp");