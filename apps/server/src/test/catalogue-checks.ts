/**
 * What every catalogue's API owes its users, checked the same way for each: a record reads back as it
 * was created, each change leaves its audit row, a deleted or unknown record is a 404, a record that
 * scale documents use is kept, a body the contract refuses is a 400 naming what is wrong, and a role that
 * may only read is refused every write. A catalogue's test file declares its path and a sample body,
 * calls the checks with the texts its users read, and adds the tests of its own rules.
 *
 * ```ts
 * describeCatalogue(materials, (c) => {
 *   itDeletes(c, { answer: 'Material deleted', notFound: 'Material not found' });
 * });
 * ```
 */
import { labelled } from '@weighbridge/contract/field-labels';
import type { BuiltInRole } from '@weighbridge/contract/permissions';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.js';
import { ENGINES } from './engines.js';
import { sharedTestApp } from './shared-app.js';
import type { TestApp } from './test-app.js';

type Fields = Record<string, unknown>;
/** A record as the API answers it; its fields are compared, not typed. */
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A catalogue as its tests see it. Its table is named as its path's last part ('/api/loading-areas' keeps
 * its records in loading_areas, '/api/production/stockpiles' in stockpiles), and the audit trail names a
 * record as one row of it ('loading_area').
 */
export type CatalogueUnderTest = {
  /** '/api/materials' */
  path: `/api/${string}`;
  /** The record's id in its answer, and the column other tables refer to it by: 'material_id'. */
  idField: string;
  /** Who keeps the catalogue: a supervisor keeps master data, an administrator configures devices. */
  keeper: BuiltInRole;
  /** A body the catalogue accepts, with these fields; each call may take a new code, so that none collide. */
  body: (fields?: Fields) => Fields;
  /** Whether records are deleted (a scale or a reader is disabled instead). */
  deletes: boolean;
};

/** What the tests' names and checks call the catalogue, from its path. */
type CatalogueNames = {
  /** 'loading areas' */
  title: string;
  /** 'a loading area' */
  one: string;
  /** 'loading_areas' */
  table: string;
  /** 'loading_area' */
  entity: string;
};

function namesOf(path: string): CatalogueNames {
  const table = path.slice(path.lastIndexOf('/') + 1).replaceAll('-', '_');
  const entity = table.replace(/s$/, '');
  const record = entity.replaceAll('_', ' ');
  return { title: table.replaceAll('_', ' '), one: `${/^[aeiou]/.test(record) ? 'an' : 'a'} ${record}`, table, entity };
}

export type CatalogueTest = {
  api: CatalogueUnderTest & CatalogueNames;
  t: TestApp;
  /** The keeper's token. */
  readonly token: string;
  /** A call as the keeper. */
  call(method: string, url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** The data of a GET as the keeper. */
  read(url: string): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Creates a record of the sample body with these fields, expecting 201; answers it. */
  create(fields?: Fields): Promise<Row>;
  /** Saves a body over a record, expecting 200; answers the record after. */
  update(record: Row, body: Fields): Promise<Row>;
  /** The record's URL. */
  url(record: Row | number): string;
};

/** A describe block of the catalogue's tests on each engine, with one application and its keeper signed in. */
export function describeCatalogue(catalogue: CatalogueUnderTest, tests: (c: CatalogueTest) => void): void {
  const api = { ...catalogue, ...namesOf(catalogue.path) };
  describe.each(ENGINES)(`${api.title} on the %s engine`, (engine) => {
    const t = sharedTestApp(engine);
    let token = '';
    beforeAll(async () => {
      token = await t.signInAs(api.keeper);
    });
    const call: CatalogueTest['call'] = (method, url, body) => t.call(method, url, { token, body });
    const url: CatalogueTest['url'] = (record) => `${api.path}/${typeof record === 'number' ? record : record[api.idField]}`;
    tests({
      api,
      t,
      get token() {
        return token;
      },
      call,
      read: async (target) => (await call('GET', target)).json().data,
      create: async (fields) => {
        const response = await call('POST', api.path, api.body(fields));
        expect(response.statusCode, response.body).toBe(201);
        return response.json().data;
      },
      update: async (record, body) => {
        const response = await call('PUT', url(record), body);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data;
      },
      url,
    });
  });
}

/** The record reads back alone and in the list exactly as its create or update answered it. */
export async function expectReadBack(c: CatalogueTest, record: Row): Promise<void> {
  expect((await c.call('GET', c.url(record))).json()).toEqual({ data: record });
  expect(await c.read(c.api.path)).toContainEqual(record);
}

/** The audit trail holds the one change of the action on the record, by the keeper, with these details. */
export async function expectAudited(c: CatalogueTest, action: string, id: number, details: Fields): Promise<void> {
  const rows = await queryRows(c.t.database.db, sql`
    select outcome, entity_type, actor_username, client_address, details
    from audit_log where action = ${action} and entity_id = ${String(id)}`);
  expect(rows).toEqual([
    {
      outcome: 'success',
      entity_type: action.slice(0, action.indexOf('.')),
      actor_username: expect.stringMatching(new RegExp(`^${c.api.keeper}-`)),
      client_address: '127.0.0.1',
      details,
    },
  ]);
}

/** A deleted record is answered by the delete's message, audited, and then a 404 to reading and deleting. */
export function itDeletes(c: CatalogueTest, texts: { answer: string; notFound: string }): void {
  it(`deletes ${c.api.one}, records it, and then answers 404 for it`, async () => {
    const record = await c.create();
    const response = await c.call('DELETE', c.url(record));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: texts.answer });
    for (const method of ['GET', 'DELETE']) {
      const again = await c.call(method, c.url(record));
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: texts.notFound, code: 'NOT_FOUND' });
    }
    await expectAudited(c, `${c.api.entity}.delete`, record[c.api.idField], { before: record, after: null });
  });
}

/** An unknown id is a 404 to reading and saving; an id that is not a number is a 400 naming the record. */
export function itAnswersUnknownIds(c: CatalogueTest, texts: { notFound: string; notAnId: string }): void {
  it(`answers 404 for an unknown ${c.api.one.replace(/^an? /, '')} and 400 for an id that is not a number`, async () => {
    for (const [method, body] of [['GET', undefined], ['PUT', c.api.body()]] as const) {
      const missing = await c.call(method, c.url(999_999), body);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: texts.notFound, code: 'NOT_FOUND' });
    }
    const notAnId = await c.call('GET', `${c.api.path}/x1`);
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toEqual({ error: texts.notAnId, code: 'BAD_REQUEST' });
  });
}

/**
 * A record that scale documents use is kept, with a 409 that says why. A table of this test stands in for
 * the documents: their foreign keys protect the record the same way.
 */
export function itKeepsWhatDocumentsUse(c: CatalogueTest, refusal: string): void {
  it(`turns a scale document that uses ${c.api.one} into a 409 on delete`, async () => {
    const record = await c.create();
    const { db } = c.t.database;
    const column = sql.identifier(c.api.idField);
    await db.execute(sql`create table document_stand_ins (${column} integer references ${sql.identifier(c.api.table)} (${column}))`);
    try {
      await db.execute(sql`insert into document_stand_ins values (${record[c.api.idField]})`);
      const response = await c.call('DELETE', c.url(record));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: refusal, code: 'CONFLICT' });
      expect(await c.read(c.url(record))).toEqual(record);
    } finally {
      await db.execute(sql`drop table document_stand_ins`);
    }
  });
}

/** Each required field, left out or left blank, is refused by a 400 that names it. */
export function itRequires(c: CatalogueTest, fields: readonly string[], labels: Readonly<Record<string, string>>): void {
  it.each(fields)(`refuses ${c.api.one} without %s, naming it`, async (field) => {
    const { [field]: _left, ...body } = c.api.body();
    const refusal = { error: labelled(labels, field, 'is required'), code: 'BAD_REQUEST' };
    const missing = await c.call('POST', c.api.path, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(refusal);
    expect((await c.call('POST', c.api.path, { ...body, [field]: '   ' })).json()).toEqual(refusal);
  });
}

/**
 * Each case's fields over the sample body (or, with `whole`, the case's fields alone) are refused by a
 * 400 whose message matches the case's.
 */
export function itRefuses(c: CatalogueTest, title: string, cases: readonly [Fields, string | RegExp][], options: { whole?: boolean } = {}): void {
  it(title, async () => {
    for (const [fields, message] of cases) {
      const response = await c.call('POST', c.api.path, options.whole ? fields : c.api.body(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
  });
}

/**
 * The roles may read the catalogue (the list, a record, and any other address of it) and are refused
 * every write with a 403; the outsiders may not even read it.
 */
export function itLetsOnlyRead(
  c: CatalogueTest,
  roles: { readers: readonly BuiltInRole[]; outsiders?: readonly BuiltInRole[]; alsoReads?: (record: Row) => string[] },
): void {
  const outsiders = roles.outsiders ? `, and the ${roles.outsiders.join(' and the ')} not even read them` : '';
  it(`lets the ${roles.readers.join(' and the ')} read ${c.api.title} and refuses their writes with 403${outsiders}`, async () => {
    const record = await c.create();
    const reads = [c.api.path, c.url(record), ...(roles.alsoReads?.(record) ?? [])];
    for (const role of roles.readers) {
      const token = await c.t.signInAs(role);
      for (const url of reads) expect((await c.t.call('GET', url, { token })).statusCode, `${role} GET ${url}`).toBe(200);
      expect((await c.t.call('POST', c.api.path, { token, body: c.api.body() })).statusCode).toBe(403);
      expect((await c.t.call('PUT', c.url(record), { token, body: c.api.body() })).statusCode).toBe(403);
      if (c.api.deletes) expect((await c.t.call('DELETE', c.url(record), { token })).statusCode).toBe(403);
    }
    for (const role of roles.outsiders ?? []) {
      const token = await c.t.signInAs(role);
      for (const url of reads) expect((await c.t.call('GET', url, { token })).statusCode, `${role} GET ${url}`).toBe(403);
    }
  });
}
