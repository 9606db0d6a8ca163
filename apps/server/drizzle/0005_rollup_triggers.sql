-- The running totals of weighing_rollups (apps/server/src/modules/rollups/schema.ts) are cut in the site
-- time zone of rollup_settings; the server rebuilds them when it starts with another zone.
-- The report totals' functions and triggers are defined in one file, apps/server/sql/report-totals.sql,
-- applied after the migrations at every start; a changed definition there recomputes the totals.
INSERT INTO "rollup_settings" ("id", "time_zone") VALUES (1, 'UTC') ON CONFLICT ("id") DO NOTHING;
