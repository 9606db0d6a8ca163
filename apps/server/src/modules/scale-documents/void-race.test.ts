import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';
import { sharedTestApp } from '../../test/shared-app.js';

/** Rounds of voids and corrections fired at one document at once; each needs only one to meet another. */
const ROUNDS = 12;
const EACH = 4;

describe.each(ENGINES)('voids and corrections of one document at once on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  let supervisor: string;

  beforeAll(async () => {
    site = await makeSite(t);
    supervisor = await t.signInAs('supervisor');
    await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: 11000, rfidCardNumber: null } });
  });

  it('lets exactly one void through, audits it once, and never leaves a completed document voided', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      t.clock.advance(60_000);
      const load = await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, 24000) });
      const documentId: number = load.json().data.document_id;
      const url = `/api/scale-documents/${documentId}`;
      const voids = Array.from({ length: EACH }, (_, index) => t.call('DELETE', url, { token: site.adminToken, body: { reason: `Void ${index}` } }));
      const corrections = Array.from({ length: EACH }, (_, index) =>
        t.call('PUT', url, { token: supervisor, body: { status: index % 2 ? 'completed' : 'pending', notes: `Correction ${index}` } }),
      );
      const [voided, corrected] = await Promise.all([Promise.all(voids), Promise.all(corrections)]);

      expect(voided.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(EACH - 1).fill(409)]);
      for (const answer of corrected) expect([200, 409]).toContain(answer.statusCode);
      const [row] = await queryRows<{ status: string; voided: boolean; audits: number; voids: number }>(
        t.database.db,
        sql`select status, voided_at is not null as voided,
                   (select count(*)::int from audit_log where action = 'scale_document.void' and entity_id = ${String(documentId)}) as audits,
                   (select count(*)::int from document_amendments where document_id = ${documentId} and kind = 'void') as voids
            from scale_documents where document_id = ${documentId}`,
      );
      expect(row).toEqual({ status: 'cancelled', voided: true, audits: 1, voids: 1 });
      expect((await t.call('GET', url, { token: site.adminToken })).json().data.integrity).toBe('verified');
    }
  });
});
