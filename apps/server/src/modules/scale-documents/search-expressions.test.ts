/**
 * The history's search is written once and the trigram indexes are made from the same expressions: an
 * index built now from the exported expression is the index the migrations built, so the queries that
 * write it are served by that index.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines.js';
import { taraNumber, taraSearchText, taraWeighings } from '../../db/tables/weighing.js';
import { documentSearchText, scaleDocuments } from '../../db/tables/scale-documents.js';
import { taraNumberOf } from '@weighbridge/contract/weighing';

describe.each(ENGINES)('the search expressions on the %s engine', (engine) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
  });
  afterAll(async () => test.dispose());

  /** The definition of an index, without its name. */
  async function definition(name: string): Promise<string> {
    const [row] = await queryRows<{ definition: string }>(
      test.database.db,
      sql`select pg_get_indexdef(c.oid) as definition from pg_class c where c.relname = ${name} and c.relkind = 'i'`,
    );
    return row!.definition.replace(` ${name} `, ' ');
  }

  async function probe(create: SQL): Promise<string> {
    await test.database.db.execute(create);
    const made = await definition('search_expression_probe');
    await test.database.db.execute(sql`drop index search_expression_probe`);
    return made;
  }

  it('builds the documents’ search index from the expression the history searches with', async () => {
    const made = await probe(
      sql`create index search_expression_probe on scale_documents using gin (${documentSearchText(scaleDocuments)} gin_trgm_ops) where voided_at is null`,
    );
    expect(made).toBe(await definition('scale_documents_search_idx'));
  });

  it('builds the taras’ search index from the expression the history searches with', async () => {
    const made = await probe(sql`create index search_expression_probe on tara_weighings using gin (${taraSearchText(taraWeighings)} gin_trgm_ops)`);
    expect(made).toBe(await definition('tara_weighings_search_idx'));
  });

  it('numbers a tara TARA- and six digits of its id', async () => {
    const [row] = await queryRows<{ number: string }>(test.database.db, sql`select ${taraNumber(sql`42`)} as number`);
    expect(row?.number).toBe('TARA-000042');
  });

  it('keeps every digit of a tara id past six, as the web writes it', async () => {
    const [row] = await queryRows<{ number: string }>(test.database.db, sql`select ${taraNumber(sql`1234567`)} as number`);
    expect(row?.number).toBe(taraNumberOf(1234567));
    expect(row?.number).toBe('TARA-1234567');
  });
});
