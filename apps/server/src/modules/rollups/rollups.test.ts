/**
 * The running totals agree with the documents at every step: after weighings, voids, a correction to
 * pending, a driver leaving, an import and a clear, and after a start in another time zone. The
 * reference is the same fan-out computed from scratch over every document (weighing_rollups_from_source).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { makeReportSite, type ReportSite } from '../../test/report-site.js';
import { startTestApp, TEST_SIGNING_KEY, type TestApp } from '../../test/test-app.js';
import { uploadWorkbook, weighingsWorkbook, dateCell } from '../import/test-workbooks.js';
import { restoreBackup } from '../database/restore.js';
import { ensureRollupTimeZone } from './time-zone.js';
import { copyDocument } from '../../test/copied-documents.js';
import { resumeUnfinishedRuns } from '../import/run-writing.js';
import { BATCH_PLANS } from '../import/batch-size.js';
import { totalsDisagreements } from '../../test/totals-agreement.js';

const SITE_ZONE = 'Europe/Ljubljana';

/** A restore as the command line runs it, with the test applications' key. */
const restoring = { signingKey: TEST_SIGNING_KEY, acceptAltered: false };

describe.each(ENGINES)('report totals on the %s engine', (engine) => {
  let t: TestApp;
  let site: ReportSite;
  beforeAll(async () => {
    t = await startTestApp(engine, { SITE_TIMEZONE: SITE_ZONE });
    site = await makeReportSite(t);
  });
  afterAll(async () => t.close());

  const disagreements = (timeZone = SITE_ZONE) => totalsDisagreements(t.database.db, timeZone);

  const rowCount = async () => Number((await queryRows<{ n: string }>(t.database.db, sql`select count(*) as n from weighing_rollups`))[0]!.n);

  it('agree after weighings, voids, a correction to pending and a driver leaving', async () => {
    expect(site.loads.filter((load) => !load.counted).length).toBeGreaterThan(2);
    expect(await rowCount()).toBeGreaterThan(100);
    expect(await disagreements()).toEqual([]);
  });

  it('agree after more voids and a correction back to completed', async () => {
    const supervisor = await t.signInAs('supervisor');
    const pending = site.loads.find((load) => !load.counted && !load.voided)!;
    const back = await t.call('PUT', `/api/scale-documents/${pending.documentId}`, { token: supervisor, body: { status: 'completed' } });
    expect(back.statusCode).toBe(200);
    for (const load of site.loads.filter((candidate) => candidate.counted).slice(0, 5)) {
      const voided = await t.call('DELETE', `/api/scale-documents/${load.documentId}`, { token: site.adminToken, body: { reason: 'Test void' } });
      expect(voided.statusCode).toBe(200);
    }
    expect(await disagreements()).toEqual([]);
  });

  it('find a material’s lightest and heaviest load again in every bucket when those are voided', async () => {
    const material = site.materials[0]!.id;
    const extremeDocuments = sql`(select document_id from scale_documents where status = 'completed' and material_id = ${material}
                                  order by material_weight_kg desc, document_id limit 1)
                                 union (select document_id from scale_documents where status = 'completed' and material_id = ${material}
                                  order by material_weight_kg, document_id limit 1)`;
    const voiding = await queryRows<{ document_id: number }>(t.database.db, extremeDocuments);
    expect(voiding).toHaveLength(2);
    for (const { document_id } of voiding) {
      const voided = await t.call('DELETE', `/api/scale-documents/${document_id}`, { token: site.adminToken, body: { reason: 'Weighed twice' } });
      expect(voided.statusCode).toBe(200);
    }
    const [allTime] = await queryRows<{ min_kg: string; max_kg: string; lightest: string; heaviest: string }>(
      t.database.db,
      sql`select r.min_kg, r.max_kg, d.lightest, d.heaviest
          from weighing_rollups r,
            (select min(material_weight_kg) as lightest, max(material_weight_kg) as heaviest from scale_documents where status = 'completed' and material_id = ${material}) d
          where r.dimension = 'material' and r.grain = 'all' and r.key_a = ${material}`,
    );
    expect([Number(allTime!.min_kg), Number(allTime!.max_kg)]).toEqual([Number(allTime!.lightest), Number(allTime!.heaviest)]);
    expect(await disagreements()).toEqual([]);
  });

  it('agree after an import of history', async () => {
    const before = await rowCount();
    const rows = Array.from({ length: 30 }, (_, index) => ({
      'Load Date': dateCell(`2024-0${1 + (index % 9)}-1${index % 10} 0${6 + (index % 4)}:15`),
      'Registration Number': `IMP ${index % 5}`,
      Material: index % 2 ? 'Sand 0/2' : site.materials[0]!.name,
      'Loading Area': 'Old Quarry',
      'Tare Weight (kg)': 10000 + index,
      'Gross Weight (kg)': 30000 + index * 10.5,
    }));
    const response = await uploadWorkbook(t, site.adminToken, 'history.xlsx', weighingsWorkbook(rows));
    expect(response.statusCode).toBe(200);
    expect(await rowCount()).toBeGreaterThan(before);
    expect(await disagreements()).toEqual([]);
  });

  it('give each blast the loads weighed from its polygon until its next blast, as blasts are recorded, moved and deleted', async () => {
    const db = t.database.db;
    const [shotfirer] = await queryRows<{ id: number }>(db, sql`insert into drilling_operators (name) values ('Totals shotfirer') returning operator_id as id`);
    const [area] = site.areas;
    const [polygon, other] = area!.polygons;
    const blast = async (polygonId: number, firedAt: Date) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into blasts (polygon_id, loading_area_id, fired_at, burden_m, spacing_m, bench_height_m, hole_diameter_mm, holes_charged, detonators,
              material_id, density_kg_m3, volume_m3, tons_broken, explosives_kg, shotfirer_id)
            values (${polygonId}, ${area!.id}, ${firedAt.toISOString()}::timestamptz, 3, 3.5, 12, 89, 10, 20, ${site.materials[0]!.id}, 2600, 1260, 3276, 800, ${shotfirer!.id})
            returning blast_id as id`,
      );
      return row!.id;
    };
    const hauled = async (blastId: number) =>
      (await queryRows<{ loads: number; kg: number }>(db, sql`select loads, weight_kg::float8 as kg from weighing_rollups where dimension = 'blast' and key_a = ${blastId}`))[0] ?? { loads: 0, kg: 0 };
    // The counted documents of the polygon in [from, to), read from the documents themselves (earlier tests voided some).
    const weighed = async (polygonId: number, from: Date, to = new Date('9999-01-01T00:00:00Z')) =>
      (
        await queryRows<{ loads: number; kg: number }>(
          db,
          sql`select count(*)::int as loads, coalesce(sum(material_weight_kg), 0)::float8 as kg from scale_documents
              where status = 'completed' and polygon_id = ${polygonId} and second_weigh_timestamp >= ${from.toISOString()}::timestamptz
                and second_weigh_timestamp < ${to.toISOString()}::timestamptz`,
        )
      )[0]!;
    const moments = site.loads.filter((load) => load.polygonId === polygon!.id && load.counted).map((load) => load.moment.getTime()).sort((a, b) => a - b);
    expect(moments.length).toBeGreaterThan(6);
    const [early, middle] = [new Date(moments[1]! - 60_000), new Date(moments[Math.floor(moments.length / 2)]! - 60_000)];

    const first = await blast(polygon!.id, early);
    expect(await hauled(first)).toEqual(await weighed(polygon!.id, early));
    const second = await blast(polygon!.id, middle);
    expect(await hauled(first)).toEqual(await weighed(polygon!.id, early, middle));
    expect(await hauled(second)).toEqual(await weighed(polygon!.id, middle));
    expect((await hauled(first)).loads).toBeGreaterThan(0);
    expect(await disagreements()).toEqual([]);

    // Moved before the first, then to another polygon; then the first deleted.
    await db.execute(sql`update blasts set fired_at = ${new Date(early.getTime() - 86_400_000).toISOString()}::timestamptz where blast_id = ${second}`);
    expect(await hauled(second)).toEqual(await weighed(polygon!.id, new Date(early.getTime() - 86_400_000), early));
    expect(await disagreements()).toEqual([]);
    await db.execute(sql`update blasts set polygon_id = ${other!.id} where blast_id = ${second}`);
    expect(await hauled(first)).toEqual(await weighed(polygon!.id, early));
    expect(await disagreements()).toEqual([]);
    await db.execute(sql`delete from blasts where blast_id = ${first}`);
    expect(await hauled(first)).toEqual({ loads: 0, kg: 0 });
    expect(await disagreements()).toEqual([]);
  });

  it('are rebuilt when the server starts in another time zone, and kept when it does not', async () => {
    expect(await ensureRollupTimeZone(t.database.db, SITE_ZONE)).toBe('kept');
    expect(await ensureRollupTimeZone(t.database.db, 'America/Chicago')).toBe('rebuilt');
    expect(await disagreements('America/Chicago')).toEqual([]);
    expect(await ensureRollupTimeZone(t.database.db, SITE_ZONE)).toBe('rebuilt');
    expect(await disagreements()).toEqual([]);
  });

  it('count the documents of a database upgraded from before they existed at its first start', async () => {
    const before = await rowCount();
    // As the migration leaves an upgraded database: no zone yet, nothing counted.
    await t.database.db.execute(sql`update rollup_settings set time_zone = ''`);
    await t.database.db.execute(sql`delete from weighing_rollups`);
    expect(await ensureRollupTimeZone(t.database.db, SITE_ZONE)).toBe('rebuilt');
    expect(await rowCount()).toBe(before);
    expect(await disagreements()).toEqual([]);
  });

  it('are emptied by a clear of the database, and come back with a restore of its backup', async () => {
    const before = await rowCount();
    const cleared = await t.call('POST', '/api/database/clear', { token: site.adminToken });
    expect(cleared.statusCode).toBe(200);
    expect(await rowCount()).toBe(0);
    expect(await disagreements()).toEqual([]);

    await restoreBackup(t.database.db, path.join(t.config.backupDir, cleared.json().backupFile as string), 'test', { ...restoring, backupDir: t.config.backupDir });
    expect(await rowCount()).toBe(before);
    expect(await disagreements()).toEqual([]);
  });

  // Last: its copies are no signed documents, which a restore would refuse.
  it('take in the documents an import left pending when its server stopped before adding them, at the next start', async () => {
    const [load] = await queryRows<{ id: number }>(t.database.db, sql`select min(document_id) as id from scale_documents where status = 'completed' and voided_at is null`);
    await copyDocument(t, load!.id, 12, { year: 2018, deferTotals: true });
    expect(await queryRows(t.database.db, sql`select * from rollup_pending_documents`)).toHaveLength(12);
    expect(await disagreements()).not.toEqual([]);
    const ctx = { db: t.database.db, clock: t.clock, siteTimeZone: SITE_ZONE, scaleCapacityKg: t.config.scaleCapacityKg, taraMaxAgeDays: 30, signingKey: TEST_SIGNING_KEY };
    const logged: string[] = [];
    const log = { info: (_details: object, message: string) => logged.push(message), error: (_details: object, message: string) => logged.push(message) };
    await resumeUnfinishedRuns(ctx, BATCH_PLANS[engine], log);
    expect(logged).toEqual(["added the report totals of an import's documents that were left pending"]);
    expect(await disagreements()).toEqual([]);

    // A recount of every total (another zone) counts pending documents too, and leaves none pending.
    await copyDocument(t, load!.id, 5, { year: 2017, deferTotals: true });
    expect(await ensureRollupTimeZone(t.database.db, 'America/Chicago')).toBe('rebuilt');
    expect(await queryRows(t.database.db, sql`select * from rollup_pending_documents`)).toEqual([]);
    expect(await ensureRollupTimeZone(t.database.db, SITE_ZONE)).toBe('rebuilt');
    expect(await disagreements()).toEqual([]);
  });
});
