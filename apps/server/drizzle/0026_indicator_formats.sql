ALTER TABLE "scales" ADD COLUMN "ascii_format" text DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "line_end" text;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "frame_length" integer;--> statement-breakpoint
ALTER TABLE "scales" ADD CONSTRAINT "scales_ascii_format_check" CHECK ("ascii_format" in ('custom', 'rinstrum-fmt1', 'rinstrum-fmt5', 'cardinal-sb400', 'cardinal-sb200', 'flintec-ft11', 'avery-weigh-tronix', 'tiger-csv'));--> statement-breakpoint
ALTER TABLE "scales" ADD CONSTRAINT "scales_line_end_check" CHECK ("scales"."line_end" is null or "line_end" in ('crlf', 'cr', 'lf', 'etx', 'length'));