/**
 * The weighing history answers every filter, search and page exactly as a plain reading of the tables
 * does: same rows in the same order, same totals. The list reads its totals from the report totals and
 * cuts each side of its union before merging; this holds it to the straightforward query it replaces,
 * over weighings that cross the change to summer time, with voided, pending and tara rows among them.
 */
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { dayAfter, localMidnight } from '../../test/local-midnight.js';
import { generateWeighings, type GeneratedSite } from '../../test/generated-weighings.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { copyDocument } from '../../test/copied-documents.js';
import { settlePendingTotals } from '../rollups/public.js';
import { totalsDisagreements } from '../../test/totals-agreement.js';

type PlainRow = Record<keyof ScaleDocument, unknown>;

/** A row read in the API's shape: both engines answer numeric as text and timestamptz as a moment. */
function plainItem(row: PlainRow): ScaleDocument {
  const item: Record<string, unknown> = { ...row };
  for (const field of ['vehicle_empty_weight_kg', 'full_weight_kg', 'material_weight_kg', 'overload_kg'] as const) item[field] = row[field] === null ? null : Number(row[field]);
  for (const field of ['timestamp', 'first_weigh_timestamp', 'second_weigh_timestamp'] as const) {
    item[field] = row[field] === null ? null : new Date(row[field] as string).toISOString();
  }
  return item as ScaleDocument;
}

const SITE_ZONE = 'Europe/Ljubljana';

type Query = { page?: number; limit?: number; startDate?: string; endDate?: string; search?: string; status?: 'voided' } & Partial<
  Record<'vehicleIds' | 'materialIds' | 'loadingAreaIds' | 'polygonIds', number[]>
>;

const ids = (column: string, values: number[] | undefined) =>
  values?.length ? [sql`${sql.raw(column)} in (${sql.join(values.map((value) => sql`${value}`), sql`, `)})`] : [];

/** The rows and totals of the history for a query, read the plain way: every row matched, sorted, cut. */
async function plainAnswer(t: TestApp, query: Query) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  // The days' bounds read in JavaScript, not with the server's SQL: a day ends at the next one's midnight.
  const from = query.startDate && sql`${localMidnight(query.startDate, SITE_ZONE).toISOString()}::timestamptz`;
  const to = query.endDate && sql`${localMidnight(dayAfter(query.endDate), SITE_ZONE).toISOString()}::timestamptz`;
  const pattern = query.search && `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const documents: SQL[] = [
    query.status === 'voided' ? sql`d.voided_at is not null` : sql`d.voided_at is null`,
    ...(from ? [sql`d.second_weigh_timestamp >= ${from}`] : []),
    ...(to ? [sql`d.second_weigh_timestamp < ${to}`] : []),
    ...ids('d.vehicle_id', query.vehicleIds),
    ...ids('d.material_id', query.materialIds),
    ...ids('d.loaded_area_id', query.loadingAreaIds),
    ...ids('d.polygon_id', query.polygonIds),
    ...(pattern
      ? [sql`(d.document_number ilike ${pattern} or d.registration_number ilike ${pattern}
           or coalesce(d.driver_name, '') || ' ' || coalesce(d.driver_surname, '') ilike ${pattern}
           or d.material_name ilike ${pattern} or d.rfid_card_number ilike ${pattern})`]
      : []),
  ];
  const loadOnly = query.materialIds?.length || query.loadingAreaIds?.length || query.polygonIds?.length;
  const taras: SQL[] = loadOnly || query.status === 'voided'
    ? [sql`false`]
    : [
        ...(from ? [sql`t.weighed_at >= ${from}`] : []),
        ...(to ? [sql`t.weighed_at < ${to}`] : []),
        ...ids('t.vehicle_id', query.vehicleIds),
        ...(pattern
          ? [sql`(v.registration_number ilike ${pattern} or t.rfid_card_number ilike ${pattern}
               or 'TARA-' || lpad(t.tara_number::text, greatest(6, length(t.tara_number::text)), '0') ilike ${pattern})`]
          : []),
      ];
  const whereAll = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);
  const rows = await queryRows<PlainRow>(
    t.database.db,
    sql`select * from (
          select d.document_id, d.document_number, d.order_sequence, d.second_weigh_timestamp as "timestamp", d.status,
            d.weighing_type, d.first_weigh_timestamp, d.second_weigh_timestamp, d.vehicle_id, d.registration_number as vehicle_reg,
            d.registration_number, d.brand, d.model, d.driver_id, d.driver_name, d.driver_surname, d.rfid_card_number,
            d.vehicle_empty_weight_kg, d.full_weight_kg, d.material_weight_kg, d.material_id, d.material_name, d.polygon_id,
            d.polygon_code, d.loaded_area_id, d.loaded_area_name as loaded_from, d.loaded_area_name as loaded_area,
            d.unloading_station_id, d.destination_name as destination, d.destination_name as destination_area, d.scale_id,
            d.reader_id, d.operator_name, d.notes, d.weight_source, coalesce(d.tare_weight_source, d.weight_source) as tare_weight_source,
            d.manual_reason, d.overloaded, d.overload_kg
          from scale_documents d ${whereAll(documents)}
          union all
          select t.tara_id, null, t.tara_number, t.weighed_at, 'completed', 'tare', t.weighed_at, null, t.vehicle_id, v.registration_number,
            v.registration_number, v.brand, v.model, null, null, null, t.rfid_card_number, t.tare_weight_kg, null, null, null, null,
            null, null, null, null, null, null, null, null, t.scale_id, null, t.operator_name, t.notes, t.weight_source, t.weight_source,
            t.manual_reason, false, null
          from tara_weighings t join vehicles v on v.vehicle_id = t.vehicle_id ${whereAll(taras)}) everything
        order by "timestamp" desc, weighing_type, document_id desc`,
  );
  const [sums] = await queryRows<{ weight: string | null }>(
    t.database.db,
    sql`select sum(d.material_weight_kg) as weight from scale_documents d ${whereAll([...documents, sql`d.status = 'completed'`, sql`d.voided_at is null`])}`,
  );
  const [all] = await queryRows<{ documents: string; taras: string }>(
    t.database.db,
    sql`select (select count(*) from scale_documents where voided_at is null) as documents, (select count(*) from tara_weighings) as taras`,
  );
  return {
    data: rows.slice((page - 1) * limit, page * limit).map(plainItem),
    pagination: {
      page,
      limit,
      pages: Math.ceil(rows.length / limit),
      total: rows.length,
      totalUnfiltered: Number(all!.documents) + Number(all!.taras),
      documentsUnfiltered: Number(all!.documents),
      tarasUnfiltered: Number(all!.taras),
      totalWeight: Number(sums!.weight ?? 0),
    },
  };
}

const queryText = (query: Query) =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`)
    .join('&');

describe.each(ENGINES)('the weighing history’s answers on the %s engine', (engine) => {
  let t: TestApp;
  let site: GeneratedSite;
  let areaIds: number[];
  let firstNumber: string;

  beforeAll(async () => {
    // The generated loads span a week of the test clock: sessions must outlive it.
    t = await startTestApp(engine, { SITE_TIMEZONE: SITE_ZONE, SESSION_MAX_AGE_HOURS: String(30 * 24) });
    // From 28 March: 150 loads 83 minutes apart cross the change to summer time on 29 March.
    t.clock.advance(26 * 24 * 3600_000);
    site = await generateWeighings(t, 150);
    const firstArea = (await queryRows<{ id: number }>(t.database.db, sql`select min(loading_area_id) as id from loading_areas`))[0]!.id;
    /** A load entered by hand, weighed 20 minutes after its tara. */
    const enterLoad = async (vehicleId: number, materialId: number, fullWeight: number, secondWeighAt: string) => {
      const firstWeighAt = new Date(Date.parse(secondWeighAt) - 20 * 60_000).toISOString();
      const body = { vehicleId, tareWeight: 11000, fullWeight, firstWeighAt, secondWeighAt, materialId, loadedAreaId: firstArea };
      const answer = await t.call('POST', '/api/scale-documents', { token: site.adminToken, body });
      if (answer.statusCode !== 201) throw new Error(`manual document failed: ${answer.body}`);
    };
    // A load 30 minutes into 30 March, site time: right after the short day of 29 March.
    await enterLoad(site.vehicleIds[1]!, site.materials[0]!.id, 31000, '2026-03-29T22:30:00Z');
    // A material whose name JSON escapes (a tab, quotes, a backslash) and holds a comma, as the search totals keep it.
    const escaped = await t.call('POST', '/api/materials', { token: site.adminToken, body: { name: 'Tab\tfill "A", b\\c', registration_id: 'MAT-ESC' } });
    if (escaped.statusCode !== 201) throw new Error(`material failed: ${escaped.body}`);
    await enterLoad(site.vehicleIds[3]!, escaped.json().data.material_id, 29000, '2026-03-30T10:00:00Z');
    for (const vehicleId of site.vehicleIds.slice(0, 2)) {
      const tara = await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId, tareWeight: 11500 } });
      if (tara.statusCode !== 201) throw new Error(`tara failed: ${tara.body}`);
    }
    const carded = await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleIds[2], tareWeight: 11600, rfidCardNumber: 'RF-99' } });
    if (carded.statusCode !== 201) throw new Error(`tara failed: ${carded.body}`);
    areaIds = (await queryRows<{ id: number }>(t.database.db, sql`select loading_area_id as id from loading_areas order by 1`)).map((row) => row.id);
    firstNumber = (await queryRows<{ n: string }>(t.database.db, sql`select min(document_number) as n from scale_documents`))[0]!.n;
  }, 240_000);
  afterAll(async () => t?.close());

  const shapes = (): [string, Query][] => {
    const [vehicleA, vehicleB] = site.vehicleIds;
    const [materialA, materialB] = site.materials.map((material) => material.id);
    const [polygonA, polygonB] = site.polygons.map((polygon) => polygon.id);
    return [
      ['everything', {}],
      ['page 2 of everything', { page: 2 }],
      ['a late page, 7 a page', { page: 20, limit: 7 }],
      ['a page past the end', { page: 40 }],
      ['a range ending on the short day', { startDate: '2026-03-28', endDate: '2026-03-29' }],
      ['the short day alone', { startDate: '2026-03-29', endDate: '2026-03-29' }],
      ['a range over the change, page 2', { startDate: '2026-03-29', endDate: '2026-04-01', page: 2, limit: 10 }],
      ['from a day on', { startDate: '2026-03-31' }],
      ['up to a day', { endDate: '2026-03-30' }],
      ['a month', { startDate: '2026-03-01', endDate: '2026-03-31' }],
      ['a range without weighings', { startDate: '2025-01-01', endDate: '2025-01-31' }],
      ['a vehicle', { vehicleIds: [vehicleA!] }],
      ['two vehicles in a range', { vehicleIds: [vehicleA!, vehicleB!], startDate: '2026-03-30', endDate: '2026-04-02' }],
      ['materials', { materialIds: [materialA!, materialB!] }],
      ['a material in a range, page 2', { materialIds: [materialB!], startDate: '2026-03-29', endDate: '2026-04-03', page: 2, limit: 5 }],
      ['a loading area', { loadingAreaIds: [areaIds[1]!] }],
      ['polygons', { polygonIds: [polygonA!, polygonB!] }],
      ['a polygon that does not exist', { polygonIds: [0] }],
      ['a vehicle and a material', { vehicleIds: [vehicleB!], materialIds: [materialA!] }],
      ['a material and a polygon', { materialIds: [materialA!], polygonIds: [polygonB!] }],
      ['a loading area and a vehicle in a range', { loadingAreaIds: [areaIds[0]!], vehicleIds: [vehicleA!], endDate: '2026-03-31' }],
      ['every filter', { startDate: '2026-03-28', endDate: '2026-04-03', vehicleIds: site.vehicleIds, materialIds: [materialA!], loadingAreaIds: areaIds, polygonIds: [polygonA!] }],
      ['a document number', { search: firstNumber }],
      ['part of a registration', { search: 'kr ' }],
      ['a material name', { search: 'limestone' }],
      ['tara rows by their number', { search: 'TARA-' }],
      ['a tara’s card', { search: 'rf-99' }],
      ['across a tara’s card and its number', { search: '99 TARA' }],
      ['two letters', { search: 'ra' }],
      ['a search with an underscore', { search: '16_32' }],
      ['a search with a filter, page 2', { search: 'gravel', vehicleIds: [vehicleA!, vehicleB!], page: 2, limit: 4 }],
      ['a search with a material', { search: 'kr', materialIds: [materialA!] }],
      ['a search with a vehicle and a material', { search: 'e', vehicleIds: [vehicleB!], materialIds: [materialA!, materialB!] }],
      ['a search in a range', { search: 'kr ', startDate: '2026-03-29', endDate: '2026-03-31' }],
      ['a search in a loading area', { search: 'kr ', loadingAreaIds: [areaIds[0]!] }],
      ['a digit, in numbers, plates and cards alike', { search: '1' }],
      ['a piece of a number in lower case', { search: 'sd-2026-0' }],
      ['a number from its beginning', { search: 'SD-2026-00001' }],
      ['the numbers of a year from their beginning', { search: 'sd-2026-' }],
      ['a beginning of a number that no number has', { search: 'SD-2026-0000000' }],
      ['a letter of the numbers that plates have too', { search: 'd' }],
      ['letters no number has', { search: 'kr' }],
      ['a quote and a backslash', { search: 'K"R\\' }],
      ['letters that only an escaped tab would give', { search: 'tf' }],
      ['a field that JSON escapes', { search: 'fill' }],
      ['a comma and a space', { search: ', b' }],
      ['a quote in a field', { search: '"a"' }],
      ['the voided documents', { status: 'voided' }],
      ['the voided documents, 2 a page, page 2', { status: 'voided', page: 2, limit: 2 }],
      ['the voided documents in a range', { status: 'voided', startDate: '2026-03-29', endDate: '2026-04-02' }],
      ['the voided documents of a vehicle and a material', { status: 'voided', vehicleIds: [vehicleA!, vehicleB!], materialIds: [materialA!] }],
      ['the voided documents matching a search', { status: 'voided', search: 'kr ' }],
    ];
  };

  it('answers each filter, search and page as the plain reading does', async () => {
    const checked: string[] = [];
    for (const [name, query] of shapes()) {
      const answer = await t.call('GET', `/api/scale-documents?${queryText(query)}`, { token: site.adminToken });
      expect(answer.statusCode, name).toBe(200);
      expect({ name, ...answer.json() }).toEqual({ name, ...(await plainAnswer(t, query)) });
      checked.push(name);
    }
    expect(checked).toHaveLength(shapes().length);
  });

  it('has weighings in every part of the data the shapes rely on', async () => {
    const [counts] = await queryRows<Record<string, string>>(
      t.database.db,
      sql`select count(*) filter (where voided_at is not null) as voided, count(*) filter (where status = 'pending') as pending,
                 count(*) filter (where polygon_id is null) as without_polygon,
                 count(*) filter (where second_weigh_timestamp >= '2026-03-29T22:00:00Z' and second_weigh_timestamp < '2026-03-29T23:00:00Z') as after_short_day
          from scale_documents`,
    );
    expect(Object.values(counts!).map(Number).every((count) => count > 0)).toBe(true);
  });

  // Last: it adds documents. An import's batches leave their totals to the end of the import; meanwhile the
  // list counts them from the documents, and the statistics, read from the totals, take them in at the end.
  it('answers as the plain reading does while an import’s documents wait for their totals, and after', async () => {
    const statistics = async () => (await t.call('GET', '/api/scale-documents/stats', { token: site.adminToken })).json();
    const statsBefore = await statistics();
    const [load] = await queryRows<{ id: number; net: string }>(
      t.database.db,
      sql`select document_id as id, material_weight_kg as net from scale_documents
          where status = 'completed' and voided_at is null and second_weigh_timestamp >= '2026-03-31T10:00:00Z' order by 1 limit 1`,
    );
    await copyDocument(t, load!.id, 40, { step: '7 minutes', deferTotals: true });
    const pending = await queryRows<{ id: number }>(t.database.db, sql`select document_id as id from rollup_pending_documents order by 1`);
    expect(pending).toHaveLength(40);
    const voided = await t.call('DELETE', `/api/scale-documents/${pending[0]!.id}`, { token: site.adminToken, body: { reason: 'Imported twice' } });
    expect(voided.statusCode).toBe(200);

    const answersAsPlain = async () => {
      for (const [name, query] of shapes()) {
        const answer = await t.call('GET', `/api/scale-documents?${queryText(query)}`, { token: site.adminToken });
        expect({ name, ...answer.json() }).toEqual({ name, ...(await plainAnswer(t, query)) });
      }
    };
    await answersAsPlain();
    expect(await statistics()).toEqual(statsBefore);

    expect(await settlePendingTotals(t.database.db)).toBe(40);
    await answersAsPlain();
    expect(await statistics()).toMatchObject({
      total_transactions: statsBefore.total_transactions + 39,
      total_weight: expect.closeTo(statsBefore.total_weight + 39 * Number(load!.net), 2),
    });
    expect(await totalsDisagreements(t.database.db, SITE_ZONE)).toEqual([]);
  });
});
