import { TICKET_MESSAGES, VERIFY_MAX_PER_WINDOW, VERIFY_WINDOW_SECONDS } from '@weighbridge/contract/tickets';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { expectErrorAnswer } from '../../test/api-answers.js';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';
import { sharedTestApp } from '../../test/shared-app.js';

type Printed = { id: number; number: string; code: string };

describe.each(ENGINES)('the public ticket verification on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  const tickets = {} as Record<'intact' | 'altered' | 'voided', Printed>;

  async function recordLoad(full: number): Promise<Printed> {
    t.clock.advance(5 * 60_000);
    const answer = await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, full) });
    const { document_id: id, document_number: number } = answer.json().data;
    const [row] = await queryRows<{ signature: string }>(t.database.db, sql`select signature from scale_documents where document_id = ${id}`);
    return { id, number, code: row!.signature.slice(0, 12) };
  }

  beforeAll(async () => {
    site = await makeSite(t);
    await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: 10_500 } });
    tickets.intact = await recordLoad(30_250.5);
    tickets.altered = await recordLoad(31_000);
    tickets.voided = await recordLoad(32_000);
    await t.database.db.execute(sql`update scale_documents set full_weight_kg = 31500, material_weight_kg = 21000 where document_id = ${tickets.altered.id}`);
    await t.call('DELETE', `/api/scale-documents/${tickets.voided.id}`, { token: site.adminToken, body: { reason: 'Wrong truck' } });
  });

  /** A lookup without sign-in, from a client address of its own (each address has its own limit). */
  const verify = (number: string, code: string, address = '198.51.100.1') =>
    t.app.inject({ method: 'GET', url: `/api/verify/${encodeURIComponent(number)}?c=${code}`, remoteAddress: address });

  const loadTime = async (id: number) => (await t.call('GET', `/api/scale-documents/${id}`, { token: site.adminToken })).json().data.second_weigh_timestamp;

  it('tells of an intact ticket its number, integrity, void state, date, net weight and how the site shows weights, and nothing else', async () => {
    const answer = await verify(tickets.intact.number, tickets.intact.code);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toStrictEqual({
      data: { document_number: tickets.intact.number, integrity: 'verified', voided: false, date: await loadTime(tickets.intact.id), time_zone: 'Europe/Ljubljana', net_weight_kg: 19_750.5, weights: { unit: 'kg', decimals: 2 } },
    });
    // The code as the QR code carries it, or typed in capitals from the paper.
    expect((await verify(tickets.intact.number, tickets.intact.code.toUpperCase())).json().data.integrity).toBe('verified');
  });

  it('reads a ticket whose weights were changed in the database as altered, with the weight stored now', async () => {
    const answer = await verify(tickets.altered.number, tickets.altered.code);
    expect(answer.json()).toStrictEqual({
      data: { document_number: tickets.altered.number, integrity: 'altered', voided: false, date: await loadTime(tickets.altered.id), time_zone: 'Europe/Ljubljana', net_weight_kg: 21_000, weights: { unit: 'kg', decimals: 2 } },
    });
  });

  it('tells that a voided ticket is voided, and still intact', async () => {
    const answer = await verify(tickets.voided.number, tickets.voided.code);
    expect(answer.json().data).toMatchObject({ document_number: tickets.voided.number, integrity: 'verified', voided: true, net_weight_kg: 21_500 });
  });

  it('answers an unknown number as not found, and a known number with another code as another ticket\'s', async () => {
    const unknown = await verify('SD-2026-999999', tickets.intact.code);
    expect(unknown.statusCode).toBe(404);
    expectErrorAnswer(unknown);
    expect(unknown.json().error).toBe(TICKET_MESSAGES.notFound);
    const wrongCode = await verify(tickets.intact.number, tickets.altered.code);
    const madeUpCode = await verify(tickets.intact.number, '000000000000');
    for (const answer of [wrongCode, madeUpCode]) {
      expect(answer.statusCode).toBe(409);
      expectErrorAnswer(answer);
      expect(answer.json().error).toBe(TICKET_MESSAGES.otherTicket);
    }
  });

  it('refuses a code that is not 12 hexadecimal characters', async () => {
    for (const code of ['', 'abc', `${tickets.intact.code}0`, 'zzzzzzzzzzzz']) {
      const answer = await verify(tickets.intact.number, code);
      expect(answer.statusCode, code).toBe(400);
      expectErrorAnswer(answer, [code]);
    }
  });

  it(`answers ${VERIFY_MAX_PER_WINDOW} lookups of an address a window, found or not, then 429 until the window ends`, async () => {
    const address = '203.0.113.7';
    for (let lookup = 1; lookup <= VERIFY_MAX_PER_WINDOW; lookup += 1) {
      const answer = await verify(tickets.intact.number, lookup % 2 ? tickets.intact.code : 'abcdefabcdef', address);
      expect(answer.statusCode, `lookup ${lookup}`).toBe(lookup % 2 ? 200 : 409);
    }
    const refused = await verify(tickets.intact.number, tickets.intact.code, address);
    expect(refused.statusCode).toBe(429);
    expectErrorAnswer(refused);
    expect(refused.json().error).toBe(TICKET_MESSAGES.tooManyLookups);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(VERIFY_WINDOW_SECONDS);
    // Counted in the shared throttle table, malformed lookups too.
    expect((await verify(tickets.intact.number, 'nonsense', address)).statusCode).toBe(429);
    const [count] = await queryRows<{ attempts: number }>(t.database.db, sql`select attempts from login_throttle where scope = 'verify' and subject = ${address}`);
    expect(count!.attempts).toBe(VERIFY_MAX_PER_WINDOW + 2);

    // Another address is not held back; this one is answered again once its window has ended.
    expect((await verify(tickets.intact.number, tickets.intact.code, '203.0.113.8')).statusCode).toBe(200);
    t.clock.advance(VERIFY_WINDOW_SECONDS * 1000);
    expect((await verify(tickets.intact.number, tickets.intact.code, address)).statusCode).toBe(200);
  });
});
