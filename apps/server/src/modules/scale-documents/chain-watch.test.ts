/**
 * The chain's watch against an attacker who can rewrite the database but not the anchor file nor the
 * signing key: removing the newest ticket (the head and the year's counter set back with it), taking a
 * void back, removing an amendment in the middle of the chain, and editing the anchor file itself.
 */
import fs from 'node:fs/promises';
import { TICKET_MESSAGES, verificationCodeOf } from '@weighbridge/contract/tickets';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';
import { takeBackVoid, withoutAppendOnly } from '../../test/tampering.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { anchorFilePath } from '../../ledger/chain-anchors.js';

const METRICS_TOKEN = 'prometheus-scrape-token-0123456789';

describe.each(ENGINES)('the watch over the ticket chain on the %s engine', (engine) => {
  let t: TestApp;
  let site: Site;

  beforeEach(async () => {
    t = await startTestApp(engine, { METRICS_TOKEN });
    site = await makeSite(t);
    await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: 11000, rfidCardNumber: null } });
  });
  afterEach(async () => t.close());

  const recordLoad = async (): Promise<{ id: number; number: string }> => {
    t.clock.advance(60_000);
    const answer = await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, 24000) });
    expect(answer.statusCode, answer.body).toBe(201);
    return { id: answer.json().data.document_id, number: answer.json().data.document_number };
  };
  const voidDocument = async (id: number) => {
    const answer = await t.call('DELETE', `/api/scale-documents/${id}`, { token: site.adminToken, body: { reason: 'Weighed twice' } });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const checkNow = async () => {
    const answer = await t.call('POST', '/api/document-chain/check', { token: site.adminToken });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const metric = async (name: string) => {
    const text = (await t.call('GET', '/metrics', { token: METRICS_TOKEN })).body;
    return Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1]);
  };
  /** The head set back to a ticket's own link, as if nothing had come after it. */
  const headBackTo = (id: number, links: number) =>
    sql`update document_chain set last_position = last_position - ${links}, (last_document_id, last_signature) = (select document_id, signature from scale_documents where document_id = ${id})`;
  it('anchors a whole chain, and shows it on the Security page and in the metrics', async () => {
    await recordLoad();
    const last = await recordLoad();
    const check = await checkNow();
    expect(check).toMatchObject({ state: 'intact', head: { position: 2, documentNumber: last.number }, problems: [] });
    expect(check.anchors).toMatchObject({ count: 1, latest: { position: 2, documentNumber: last.number } });
    expect((await t.call('GET', '/api/document-chain', { token: site.adminToken })).json().data).toEqual(check);
    const [head] = await queryRows<{ last_signature: string }>(t.database.db, sql`select last_signature from document_chain`);
    expect(await metric('weighbridge_document_chain_intact')).toBe(1);
    expect(await metric('weighbridge_document_chain_head_position')).toBe(2);
    expect((await metric('weighbridge_document_chain_head_signature_prefix')).toString(16).padStart(12, '0')).toBe(head!.last_signature.slice(0, 12));
    const lines = (await fs.readFile(anchorFilePath(t.config.backupDir), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ kind: 'anchor', position: 2, document: last.number, signature: head!.last_signature });
    // Nothing new: no new anchor.
    expect((await checkNow()).anchors.count).toBe(1);
  });

  it('raises the alarm when the newest ticket is removed with the head and the counter, and the printed ticket is then another’s', async () => {
    const first = await recordLoad();
    const newest = await recordLoad();
    const [row] = await queryRows<{ signature: string }>(t.database.db, sql`select signature from scale_documents where document_id = ${newest.id}`);
    await checkNow();
    await t.database.db.execute(sql`delete from scale_documents where document_id = ${newest.id}`);
    await t.database.db.execute(headBackTo(first.id, 1));
    await t.database.db.execute(sql`update document_counters set last_sequence = last_sequence - 1`);

    const check = await checkNow();
    expect(check.state).toBe('broken');
    expect(check.problems).toEqual([`Link 2 (${newest.number}), anchored ${check.anchors.latest.at}, is no longer in the database: links were removed from the chain.`]);
    expect(await metric('weighbridge_document_chain_intact')).toBe(0);
    expect((await t.call('GET', '/api/document-chain', { token: site.adminToken })).json().data.state).toBe('broken');

    // Its number is issued again; the ticket printed under it is told apart from the new one.
    const reissued = await recordLoad();
    expect(reissued.number).toBe(newest.number);
    const verify = await t.app.inject({ method: 'GET', url: `/api/verify/${newest.number}?c=${verificationCodeOf(row!.signature)}` });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().error).toBe(TICKET_MESSAGES.otherTicket);
    expect((await checkNow()).problems).toContainEqual(expect.stringMatching(/^Link 2 .+ is not the link the database holds in its place: the chain was rewritten\.$/));
  });

  it('raises the alarm when the newest void is taken back and the head set back', async () => {
    const ticket = await recordLoad();
    await voidDocument(ticket.id);
    await checkNow();
    await withoutAppendOnly(t.database.db, [...takeBackVoid(ticket.id), headBackTo(ticket.id, 1)]);
    const check = await checkNow();
    expect(check.state).toBe('broken');
    expect(check.problems).toEqual([expect.stringMatching(new RegExp(`^Link 2 \\(${ticket.number}\\), anchored .+, is no longer in the database`))]);
  });

  it('finds a void taken back in the middle of the chain, and names its ticket', async () => {
    const ticket = await recordLoad();
    await voidDocument(ticket.id);
    await recordLoad();
    await withoutAppendOnly(t.database.db, takeBackVoid(ticket.id));
    const check = await checkNow();
    expect(check.state).toBe('broken');
    expect(check.problems).toEqual([
      `1 scale documents no longer match their signatures (${ticket.number}).`,
      'The chain is broken in 1 place: a link was removed, replaced or put in between.',
    ]);
  });

  it('reads an edited or forged anchor line as not the site’s', async () => {
    await recordLoad();
    await checkNow();
    const file = anchorFilePath(t.config.backupDir);
    const text = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, text.replace('"position":1', '"position":7'));
    const check = await checkNow();
    expect(check.state).toBe('broken');
    expect(check.problems).toEqual([`1 line of ${file} does not carry this site's code: written with another key, changed or cut off.`]);
  });
});
