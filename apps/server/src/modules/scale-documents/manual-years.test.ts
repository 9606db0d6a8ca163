/**
 * A document entered by hand takes the years the reports take (FIRST_REPORT_YEAR to next year): year 0001
 * was stored, answered as 2001 and numbered SD-1901-..., and then read as altered.
 */
import { FIRST_REPORT_YEAR, lastReportYear } from '@weighbridge/contract/fields';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { makeSite, type Site } from '../../test/site-data.js';
import { sharedTestApp } from '../../test/shared-app.js';

describe.each(ENGINES)('the years of a document entered by hand on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  beforeAll(async () => {
    site = await makeSite(t);
  });

  const enter = (firstWeighAt: string, secondWeighAt: string) =>
    t.call('POST', '/api/scale-documents', {
      token: site.adminToken,
      body: { vehicleId: site.vehicleId, tareWeight: 11000, fullWeight: 29000, firstWeighAt, secondWeighAt, materialId: site.materialId, loadedAreaId: site.areaId },
    });
  const years = `${FIRST_REPORT_YEAR} to ${lastReportYear()}`;

  it('refuses a weighing time before the first year the reports take, naming the field', async () => {
    const before = await queryRows(t.database.db, sql`select count(*)::int as n from scale_documents`);
    for (const [first, second, field] of [
      ['0001-03-02T06:10:00Z', '0001-03-02T06:40:00Z', 'Tare time'],
      ['1999-12-31T06:10:00Z', '2026-03-01T06:40:00Z', 'Tare time'],
      ['2026-03-01T06:10:00Z', '0001-03-02T06:40:00Z', 'Load time'],
    ] as const) {
      const answer = await enter(first, second);
      expect(answer.statusCode, `${first} - ${second}`).toBe(400);
      expect(answer.json().error).toContain(`${field} must be a time in the years ${years}`);
    }
    expect(await queryRows(t.database.db, sql`select count(*)::int as n from scale_documents`)).toEqual(before);
  });

  it('refuses a year after the last one the reports take', async () => {
    const far = `${lastReportYear() + 1}-01-01T06:10:00Z`;
    const answer = await enter('2026-03-01T06:10:00Z', far);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe(`Load time must be a time in the years ${years}`);
  });

  it('enters a document of the first year, numbered in that year, that verifies', async () => {
    const entered = await enter(`${FIRST_REPORT_YEAR}-01-03T06:10:00Z`, `${FIRST_REPORT_YEAR}-01-03T06:40:00Z`);
    expect(entered.statusCode).toBe(201);
    const document = entered.json().data;
    expect(document.document_number).toBe(`SD-${FIRST_REPORT_YEAR}-000001`);
    expect(new Date(document.second_weigh_timestamp).toISOString()).toBe(`${FIRST_REPORT_YEAR}-01-03T06:40:00.000Z`);
    const stored = await t.call('GET', `/api/scale-documents/${document.document_id}`, { token: site.adminToken });
    expect(stored.json().data).toMatchObject({ document_number: document.document_number, integrity: 'verified' });
  });
});
