/** Where a weighing's weight comes from when it is typed: who may type it, on which scale, and with what reason. */
import { CAPTURE_REFUSALS, MANUAL_WEIGHT_MESSAGES } from '@weighbridge/contract/scales';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, makeVehicle, type Site } from '../../test/site-data.js';
import { sharedTestApp } from '../../test/shared-app.js';

/** Nothing listens on the discard port here: a scale with an indicator configured on it stays offline. */
const OFFLINE_TCP = { connection: 'tcp', host: '127.0.0.1', port: 9 } as const;

describe.each(ENGINES)('a typed weight on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  let operator: string;
  let supervisor: string;
  let connectedScaleId: number;

  beforeAll(async () => {
    site = await makeSite(t);
    operator = await t.signInAs('operator');
    supervisor = await t.signInAs('supervisor');
    connectedScaleId = await configureScale({ name: 'Weighbridge 2', ...OFFLINE_TCP });
  });

  const configureScale = async (fields: Record<string, unknown>): Promise<number> => {
    const created = await t.call('POST', '/api/scales', { token: site.adminToken, body: { capacity_kg: 60_000, division_kg: 20, ...fields } });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.scale_id;
  };
  const tara = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/tara-weighings', { token, body: { vehicleId: site.vehicleId, ...body } });
  const load = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/scale-documents/record-load', { token, body: loadBody(site, 30000, body) });
  const weighingCounts = async () => {
    const [row] = await queryRows<{ taras: number; documents: number; audits: number }>(
      t.database.db,
      sql`select (select count(*)::int from tara_weighings) as taras, (select count(*)::int from scale_documents) as documents,
                 (select count(*)::int from audit_log where action in ('tara_weighing.create', 'scale_document.create')) as audits`,
    );
    return row!;
  };

  it('is typed on the scale without an indicator by an operator, without a reason, as before', async () => {
    const answer = await tara(operator, { tareWeight: 12000 });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ tare_weight_kg: 12000, scale_id: 1, weight_source: 'manual', manual_reason: null, raw_frame: null });
    t.clock.advance(60_000);
    // A reason sent on a scale without an indicator is not kept: a kept reason marks a weight typed where
    // the indicator could have given it (the pages show MANUAL by it).
    const loaded = await load(operator, { weightSource: 'manual', manualReason: 'Typed as always' });
    expect(loaded.statusCode, loaded.body).toBe(201);
    expect(loaded.json().data).toMatchObject({ full_weight_kg: 30000, weight_source: 'manual', tare_weight_source: 'manual', manual_reason: null });
    const detail = await t.call('GET', `/api/scale-documents/${loaded.json().data.document_id}`, { token: operator });
    expect(detail.json().data).toMatchObject({ gross_raw_frame: null, tare_raw_frame: null, integrity: 'verified' });
  });

  it('is refused to an operator on a scale with an indicator, with the permission it needs, and changes nothing', async () => {
    const before = await weighingCounts();
    const refusedTara = await tara(operator, { tareWeight: 12000, scaleId: connectedScaleId, manualReason: 'Indicator broken' });
    expect(refusedTara.statusCode).toBe(403);
    expect(refusedTara.json()).toEqual({ error: 'Typing a weight on a connected scale needs the permission Scale / Weighing: Type weight', code: 'FORBIDDEN' });
    const refusedLoad = await load(operator, { scaleId: connectedScaleId, manualReason: 'Indicator broken' });
    expect(refusedLoad.statusCode).toBe(403);
    expect(refusedLoad.json()).toEqual({ error: MANUAL_WEIGHT_MESSAGES.permission, code: 'FORBIDDEN' });
    expect(await weighingCounts()).toEqual(before);
  });

  it('needs a reason from a supervisor on a scale with an indicator', async () => {
    const before = await weighingCounts();
    for (const manualReason of [undefined, null, '   ']) {
      const answer = await tara(supervisor, { tareWeight: 12000, scaleId: connectedScaleId, manualReason });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: MANUAL_WEIGHT_MESSAGES.reason, code: 'BAD_REQUEST' });
    }
    const answer = await load(supervisor, { scaleId: connectedScaleId, weightSource: 'manual' });
    expect(answer.json()).toEqual({ error: MANUAL_WEIGHT_MESSAGES.reason, code: 'BAD_REQUEST' });
    expect(await weighingCounts()).toEqual(before);
  });

  it('is recorded as manual with its reason for a supervisor, on the tara, the ticket and its signature', async () => {
    const vehicleId = await makeVehicle(t, site.adminToken);
    const taraAnswer = await tara(supervisor, { vehicleId, tareWeight: 11800, scaleId: connectedScaleId, manualReason: 'Indicator display broken' });
    expect(taraAnswer.statusCode, taraAnswer.body).toBe(201);
    expect(taraAnswer.json().data).toMatchObject({ scale_id: connectedScaleId, weight_source: 'manual', manual_reason: 'Indicator display broken', raw_frame: null });
    const history = await t.call('GET', `/api/tara-weighings/history?vehicleId=${vehicleId}`, { token: operator });
    expect(history.json().data[0]).toEqual(taraAnswer.json().data);

    t.clock.advance(60_000);
    const loaded = await load(supervisor, { vehicleId, fullWeight: 31000, scaleId: connectedScaleId, manualReason: 'Indicator display broken' });
    expect(loaded.statusCode, loaded.body).toBe(201);
    const document = loaded.json().data;
    expect(document).toMatchObject({ weight_source: 'manual', tare_weight_source: 'manual', manual_reason: 'Indicator display broken', scale_id: connectedScaleId });
    const detail = await t.call('GET', `/api/scale-documents/${document.document_id}`, { token: operator });
    expect(detail.json().data).toEqual({ ...document, gross_raw_frame: null, tare_raw_frame: null, integrity: 'verified', voided_at: null, voided_by_name: null, void_reason: null, ticket_prints: 0, scale_name: 'Weighbridge 2', reader_name: null });
    const listed = await t.call('GET', `/api/scale-documents?search=${document.document_number}`, { token: operator });
    expect(listed.json().data).toEqual([document]);

    await t.database.db.execute(sql`update scale_documents set manual_reason = 'Customer asked' where document_id = ${document.document_id}`);
    const altered = await t.call('GET', `/api/scale-documents/${document.document_id}`, { token: operator });
    expect(altered.json().data.integrity).toBe('altered');
  });

  it('names both reasons on the ticket when the tara and the load were typed for different ones', async () => {
    const vehicleId = await makeVehicle(t, site.adminToken);
    await tara(supervisor, { vehicleId, tareWeight: 11800, scaleId: connectedScaleId, manualReason: 'Display broken' });
    t.clock.advance(60_000);
    const loaded = await load(supervisor, { vehicleId, fullWeight: 31000, scaleId: connectedScaleId, manualReason: 'Cable cut' });
    expect(loaded.json().data.manual_reason).toBe('Tare Weight: Display broken; Full Weight: Cable cut');
  });

  it.each([
    ['tara', { weightSource: 'scale', tareWeight: 12000 }, 'Tare Weight must be left out when the weight is captured from the scale'],
    ['tara', { weightSource: 'manual' }, 'Tare Weight is required'],
    ['tara', { tareWeight: null }, 'Tare Weight is required'],
    ['tara', { weightSource: 'indicator', tareWeight: 12000 }, 'Weight Source must be one of scale, manual'],
    ['tara', { tareWeight: 12000, manualReason: 'x'.repeat(501) }, 'Reason for Typed Weight must be at most 500 characters'],
    ['load', { weightSource: 'scale' }, 'Full Weight must be left out when the weight is captured from the scale'],
    ['load', { fullWeight: undefined }, 'Full Weight is required'],
  ])('refuses a %s of %o naming the field by its label', async (kind, body, message) => {
    const answer = kind === 'tara' ? await tara(operator, body) : await load(operator, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: message, code: 'BAD_REQUEST' });
  });

  it('refuses a scale that does not exist, and one that is disabled', async () => {
    const unknown = await tara(supervisor, { tareWeight: 12000, scaleId: 999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Scale 999 does not exist', code: 'BAD_REQUEST' });
    const disabled = await configureScale({ name: 'Old weighbridge', connection: 'manual', enabled: false });
    const refused = await load(supervisor, { scaleId: disabled });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: CAPTURE_REFUSALS.disabled, code: 'CONFLICT' });
  });

  it('refuses a capture on the scale without an indicator: its weight is typed', async () => {
    const before = await weighingCounts();
    const answer = await tara(operator, { weightSource: 'scale', scaleId: 1 });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ error: CAPTURE_REFUSALS.manual, code: 'CONFLICT' });
    expect(await weighingCounts()).toEqual(before);
  });

  it('keeps a typed weight on a scale with an indicator below that scale’s capacity', async () => {
    const answer = await tara(supervisor, { tareWeight: 60_000, scaleId: connectedScaleId, manualReason: 'Display broken' });
    expect(answer.json()).toEqual({ error: 'Tare Weight must be below the scale capacity of 60,000 kg', code: 'BAD_REQUEST' });
  });
});
