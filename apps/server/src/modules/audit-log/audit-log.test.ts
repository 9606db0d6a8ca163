import { read, type WorkSheet } from '@e965/xlsx';
import { AUDIT_EXPORT_HEADERS, type AuditEntry, type AuditLogResponse } from '@weighbridge/contract/audit-log';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { createUser } from '../users/service.js';

type Seeded = {
  occurredAt: Date;
  actorUsername: string | null;
  action: string;
  entityType: string | null;
  outcome: 'success' | 'failure' | 'denied';
  details: Record<string, unknown> | null;
};

/** A name a spreadsheet would run as a formula, typed as a username at the sign-in. */
const HOSTILE_USERNAME = '=HYPERLINK("http://evil.example","x")';

/**
 * The seeded trail, in June 2025 (site time Europe/Ljubljana, UTC+2): every combination of user, event and
 * record across five days, some rows sharing one moment (the keyset must break the tie by id), and rows on
 * either side of the site's midnight between 2 and 3 June.
 */
function seededTrail(): Seeded[] {
  const rows: Seeded[] = [];
  const users = ['Ana', 'bojan', null, HOSTILE_USERNAME];
  const events = [
    { action: 'vehicle.create', entityType: 'vehicle' },
    { action: 'vehicle.update', entityType: 'vehicle' },
    { action: 'auth.login', entityType: 'session' },
    { action: 'permission.denied', entityType: null },
  ];
  for (let day = 1; day <= 5; day++) {
    for (const [u, user] of users.entries()) {
      for (const [e, event] of events.entries()) {
        const occurredAt = new Date(Date.UTC(2025, 5, day, 6 + u, e * 7, 0));
        rows.push({
          occurredAt,
          actorUsername: user,
          ...event,
          outcome: event.action === 'permission.denied' ? 'denied' : 'success',
          details: event.action === 'vehicle.update' ? { before: { brand: 'Volvo' }, after: { brand: '=1+2' } } : null,
        });
      }
    }
  }
  const tie = new Date(Date.UTC(2025, 5, 4, 12, 0, 0, 123));
  for (let i = 0; i < 9; i++) rows.push({ occurredAt: tie, actorUsername: 'Ana', action: 'vehicle.create', entityType: 'vehicle', outcome: 'success', details: null });
  // 23:59:59.999 on 2 June and 00:00 on 3 June at the site.
  rows.push({ occurredAt: new Date('2025-06-02T21:59:59.999Z'), actorUsername: 'bojan', action: 'auth.logout', entityType: 'session', outcome: 'success', details: null });
  rows.push({ occurredAt: new Date('2025-06-02T22:00:00.000Z'), actorUsername: 'bojan', action: 'auth.logout', entityType: 'session', outcome: 'success', details: null });
  return rows;
}

/** The site's day (Europe/Ljubljana) of a moment, YYYY-MM-DD. */
const siteDay = (moment: Date) => moment.toLocaleDateString('en-CA', { timeZone: 'Europe/Ljubljana' });

describe.each(ENGINES)('the audit trail on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let admin: string;
  /** The seeded rows with their ids. */
  let trail: (Seeded & { id: number })[];

  beforeAll(async () => {
    admin = await t.signInAs('admin', 'trail-admin');
    await createUser(t.database.db, { username: 'Ana', name: 'Ana Kovač', role: 'operator', password: 'Gravel-Truck-42' });
    const seeded = seededTrail();
    const ids = await t.database.db.insert(auditLog).values(seeded).returning({ id: auditLog.id });
    trail = seeded.map((row, i) => ({ ...row, id: ids[i]!.id }));
  });

  const get = async (url: string): Promise<AuditLogResponse> => {
    const answer = await t.call('GET', url, { token: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  /** Every page of a filter, `limit` rows at a time: the rows in order, and the total each page gave. */
  async function everyPage(query: Record<string, string>, limit: number): Promise<{ rows: AuditEntry[]; totals: number[]; pages: number }> {
    const rows: AuditEntry[] = [];
    const totals: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const params = new URLSearchParams({ ...query, limit: String(limit), ...(after ? { after } : {}) });
      const page = await get(`/api/audit-log?${params}`);
      expect(page.data.length).toBeLessThanOrEqual(limit);
      rows.push(...page.data);
      totals.push(page.pagination.total);
      after = page.pagination.nextCursor;
      pages += 1;
    } while (after && pages < 100);
    return { rows, totals, pages };
  }

  /** The seeded rows a predicate keeps, newest first and by id among rows of one moment, as the trail lists them. */
  const expectedIds = (keep: (row: Seeded) => boolean) =>
    trail
      .filter(keep)
      .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime() || b.id - a.id)
      .map((row) => row.id);

  const JUNE = { startDate: '2025-06-01', endDate: '2025-06-30' };
  const inJune = (row: Seeded) => siteDay(row.occurredAt).startsWith('2025-06');

  it.each([
    ['a user, in any letter case', { username: 'ANA' }, (row: Seeded) => row.actorUsername === 'Ana'],
    ['a kind of event', { action: 'vehicle.update' }, (row: Seeded) => row.action === 'vehicle.update'],
    ['a kind of record', { recordType: 'session' }, (row: Seeded) => row.entityType === 'session'],
    ['a period of site days', { startDate: '2025-06-03', endDate: '2025-06-04' }, (row: Seeded) => ['2025-06-03', '2025-06-04'].includes(siteDay(row.occurredAt))],
    ['one site day, to its midnight', { startDate: '2025-06-02', endDate: '2025-06-02' }, (row: Seeded) => siteDay(row.occurredAt) === '2025-06-02'],
    [
      'all of them at once',
      { username: 'bojan', action: 'auth.login', recordType: 'session', startDate: '2025-06-02', endDate: '2025-06-05' },
      (row: Seeded) => row.actorUsername === 'bojan' && row.action === 'auth.login' && siteDay(row.occurredAt) >= '2025-06-02',
    ],
  ])('narrows to %s, and its pages list every row once, newest first', async (_name, filter, keep) => {
    const query = { ...JUNE, ...filter };
    const expected = expectedIds((row) => inJune(row) && keep(row));
    expect(expected.length).toBeGreaterThan(0);
    const { rows, totals } = await everyPage(query, 7);
    expect(rows.map((row) => row.id)).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
  });

  it('keeps the days of one period: 23:59 on the 2nd is in it, midnight on the 3rd is not', async () => {
    const { rows } = await everyPage({ startDate: '2025-06-02', endDate: '2025-06-02', action: 'auth.logout' }, 50);
    expect(rows.map((row) => row.occurredAt)).toEqual(['2025-06-02T21:59:59.999Z']);
  });

  it('pages through rows of one moment without losing or repeating one', async () => {
    const { rows, pages } = await everyPage({ startDate: '2025-06-04', endDate: '2025-06-04', username: 'ana', action: 'vehicle.create' }, 2);
    expect(rows.map((row) => row.id)).toEqual(expectedIds((row) => siteDay(row.occurredAt) === '2025-06-04' && row.actorUsername === 'Ana' && row.action === 'vehicle.create'));
    expect(rows.length).toBe(10);
    expect(pages).toBe(5);
  });

  it('answers who, what, when, where and the before and after of a row', async () => {
    const page = await get('/api/audit-log?username=Ana&action=vehicle.update&startDate=2025-06-05&endDate=2025-06-05');
    expect(page.data).toEqual([
      {
        id: expect.any(Number),
        occurredAt: '2025-06-05T06:07:00.000Z',
        userName: null,
        username: 'Ana',
        action: 'vehicle.update',
        outcome: 'success',
        recordType: 'vehicle',
        recordId: null,
        clientAddress: null,
        details: { before: { brand: 'Volvo' }, after: { brand: '=1+2' } },
      },
    ]);
    // A real change names its account: the administrator's sign-in, with the account's name and the address.
    const signIn = await get('/api/audit-log?username=trail-admin&action=auth.login');
    expect(signIn.data[0]).toMatchObject({ userName: 'Test admin', username: 'trail-admin', outcome: 'success', recordType: 'session', clientAddress: '127.0.0.1' });
  });

  it('refuses a cursor it did not give and a period that ends before it starts', async () => {
    const badCursor = await t.call('GET', '/api/audit-log?after=yesterday', { token: admin });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error).toBe('Page must be the nextCursor of the page before');
    const backwards = await t.call('GET', '/api/audit-log?startDate=2025-06-05&endDate=2025-06-01', { token: admin });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe('Start date must not be after the end date');
  });

  /** The export's one sheet as rows of cell values (the header first), read back by the Excel reader. */
  function readExport(file: Buffer): unknown[][] {
    const workbook = read(file, { type: 'buffer', cellFormula: true, dense: true });
    expect(workbook.SheetNames).toEqual(['Audit trail']);
    const sheet: WorkSheet = workbook.Sheets['Audit trail']!;
    const data = (sheet['!data'] ?? []) as ({ v: unknown; f?: string } | undefined)[][];
    for (const row of data) for (const cell of row) expect(cell?.f, 'no cell is a formula').toBeUndefined();
    return data.map((row) => AUDIT_EXPORT_HEADERS.map((_, i) => row[i]?.v ?? null));
  }

  it('exports what the list totals, with the same filters, and records the export', async () => {
    const query = { ...JUNE, action: 'vehicle.update' };
    const list = await get(`/api/audit-log?${new URLSearchParams(query)}`);
    const answer = await t.call('GET', `/api/audit-log/export.xlsx?${new URLSearchParams(query)}`, { token: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toContain('audit-trail-2025-06-01_2025-06-30.xlsx');
    const [header, ...rows] = readExport(answer.rawPayload);
    expect(header).toEqual([...AUDIT_EXPORT_HEADERS]);
    expect(rows.length).toBe(list.pagination.total);
    const hostile = rows.find((row) => row[2] === `'${HOSTILE_USERNAME}`);
    expect(hostile, 'the formula-like username, neutralised').toBeDefined();
    expect(hostile!.slice(3, 11)).toEqual(['Vehicle updated', 'vehicle.update', 'success', null, 'vehicle', null, '{"brand":"Volvo"}', '{"brand":"=1+2"}']);

    const recorded = await get('/api/audit-log?action=audit_log.export&username=trail-admin');
    expect(recorded.data[0]).toMatchObject({ outcome: 'success', recordType: 'audit_log', details: { filters: query, rows: list.pagination.total } });
  });

  it('exports the whole trail, its own row left out, as many rows as the list totals', async () => {
    const list = await get('/api/audit-log?limit=1');
    const answer = await t.call('GET', '/api/audit-log/export.xlsx', { token: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toContain('audit-trail-all.xlsx');
    expect(readExport(answer.rawPayload).length - 1).toBe(list.pagination.total);
  });
});
