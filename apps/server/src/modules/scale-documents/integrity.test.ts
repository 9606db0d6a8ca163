import { eq, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';
import { takeBackVoid, withoutAppendOnly } from '../../test/tampering.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { documentChain, scaleDocuments } from '../../db/tables/scale-documents.js';
import { encodeTicket, SIGNATURE_VERSION, signTicket } from '../../ledger/signature.js';

describe.each(ENGINES)('the signature of a scale document on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  let supervisor: string;
  let otherMaterialId: number;
  let driverId: number;

  beforeAll(async () => {
    site = await makeSite(t);
    supervisor = await t.signInAs('supervisor');
    const material = await t.call('POST', '/api/materials', { token: site.adminToken, body: { name: 'Sand 0/4', registration_id: 'MAT-SAND' } });
    otherMaterialId = material.json().data.material_id;
    const driver = await t.call('POST', '/api/drivers', { token: site.adminToken, body: { name: 'Ivan', surname: 'Horvat', driver_license_id: 'SI-7781' } });
    driverId = driver.json().data.driver_id;
    await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: 11000, rfidCardNumber: null } });
  });

  const recordLoad = async (extra: Record<string, unknown> = {}): Promise<number> => {
    t.clock.advance(60_000);
    const answer = await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, 24000, extra) });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.document_id;
  };
  const integrity = async (documentId: number) => {
    const detail = await t.call('GET', `/api/scale-documents/${documentId}`, { token: site.adminToken });
    expect(detail.statusCode, detail.body).toBe(200);
    return detail.json().data.integrity;
  };
  /** Signs a document again as a past signature version did, and chains the next document to it. */
  const signUnderVersion = async (documentId: number, version: number) => {
    const [row] = await t.database.db.select().from(scaleDocuments).where(eq(scaleDocuments.id, documentId));
    const signature = signTicket(t.config.documentSigningKey!, version, encodeTicket(row!), row!);
    await t.database.db.update(scaleDocuments).set({ signature, signatureVersion: version }).where(eq(scaleDocuments.id, documentId));
    await t.database.db.update(documentChain).set({ lastSignature: signature }).where(eq(documentChain.id, 1));
  };

  it.each([
    ['material', sql`material_name = 'Sand 0/4'`],
    ['material id', sql`material_id = (select max(material_id) from materials)`],
    ['loading area', sql`loaded_area_name = 'South Pit'`],
    ['driver', sql`driver_name = 'Janez', driver_surname = 'Novak'`],
    ['notes', sql`notes = 'Paid in cash'`],
    ['status', sql`status = 'pending'`],
    ['void state', sql`status = 'cancelled', voided_at = now()`],
    ['operator', sql`operator_name = 'Someone Else'`],
    ['RFID card', sql`rfid_card_number = 'CARD-9999'`],
    ['gross weight’s raw frame', sql`gross_raw_frame = 'S S     24000 kg'`],
    ['tare weight’s raw frame', sql`tare_raw_frame = 'S S     11000 kg'`],
    ['tare weight’s source', sql`tare_weight_source = 'scale'`],
    ['reason for a typed weight', sql`manual_reason = 'Indicator broken'`],
  ])('reads altered when the %s is changed in the database', async (_field, change) => {
    const documentId = await recordLoad({ driverId, notes: 'Checked' });
    expect(await integrity(documentId)).toBe('verified');
    await t.database.db.execute(sql`update scale_documents set ${change} where document_id = ${documentId}`);
    expect(await integrity(documentId)).toBe('altered');
  });

  it('stays verified through corrections and a void made through the application, each a signed amendment', async () => {
    const documentId = await recordLoad();
    const corrected = await t.call('PUT', `/api/scale-documents/${documentId}`, {
      token: supervisor,
      body: { materialId: otherMaterialId, driverId, notes: 'Reweighed at the gate', status: 'pending', reason: 'Wrong material chosen' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await integrity(documentId)).toBe('verified');
    expect((await t.call('PUT', `/api/scale-documents/${documentId}`, { token: supervisor, body: { status: 'completed' } })).statusCode).toBe(200);
    expect(await integrity(documentId)).toBe('verified');
    const voided = await t.call('DELETE', `/api/scale-documents/${documentId}`, { token: site.adminToken, body: { reason: 'Weighed twice' } });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await integrity(documentId)).toBe('verified');
    const amendments = await queryRows(
      t.database.db,
      sql`select kind, reason, amended_by_name, sets->>'status' as status from document_amendments where document_id = ${documentId} order by amendment_id`,
    );
    expect(amendments).toEqual([
      { kind: 'correct', reason: 'Wrong material chosen', amended_by_name: 'Test supervisor', status: 'pending' },
      { kind: 'correct', reason: null, amended_by_name: 'Test supervisor', status: 'completed' },
      { kind: 'void', reason: 'Weighed twice', amended_by_name: 'Test admin', status: 'cancelled' },
    ]);
    // A void taken back behind the application's back no longer matches its signed entry.
    await t.database.db.execute(sql`update scale_documents set voided_at = null, status = 'completed' where document_id = ${documentId}`);
    expect(await integrity(documentId)).toBe('altered');
  });

  it('refuses changing or removing an amendment, and reads a tampered one as altered', async () => {
    const documentId = await recordLoad();
    await t.call('PUT', `/api/scale-documents/${documentId}`, { token: supervisor, body: { notes: 'Gate check', reason: 'Note from the gate' } });
    await expect(t.database.db.execute(sql`update document_amendments set reason = 'Other' where document_id = ${documentId}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from document_amendments where document_id = ${documentId}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate document_amendments`)).rejects.toThrow();
    expect(await integrity(documentId)).toBe('verified');

    await withoutAppendOnly(t.database.db, [sql`update document_amendments set reason = 'Customer asked' where document_id = ${documentId}`]);
    expect(await integrity(documentId)).toBe('altered');
  });

  it('reads a document whose amendment was removed, with the row put back, as altered', async () => {
    const documentId = await recordLoad();
    await t.call('PUT', `/api/scale-documents/${documentId}`, { token: supervisor, body: { notes: 'First' } });
    await t.call('PUT', `/api/scale-documents/${documentId}`, { token: supervisor, body: { notes: 'Second' } });
    await withoutAppendOnly(t.database.db, [
      sql`delete from document_amendments where amendment_id = (select min(amendment_id) from document_amendments where document_id = ${documentId})`,
    ]);
    expect(await integrity(documentId)).toBe('altered');
  });

  it('reads a voided ticket whose void was deleted and the row put back as altered, once a later link follows the void', async () => {
    const documentId = await recordLoad();
    const voided = await t.call('DELETE', `/api/scale-documents/${documentId}`, { token: site.adminToken, body: { reason: 'Weighed twice' } });
    expect(voided.statusCode, voided.body).toBe(200);
    const laterId = await recordLoad();
    await withoutAppendOnly(t.database.db, takeBackVoid(documentId));
    expect(await integrity(documentId)).toBe('altered');
    // The later ticket's own link is whole: it names the void it followed, not itself, as missing.
    expect(await integrity(laterId)).toBe('verified');
  });

  it('keeps a deleted driver out of the check: each ticket keeps the name, by a signed correction', async () => {
    const driver = await t.call('POST', '/api/drivers', { token: site.adminToken, body: { name: 'Marko', surname: 'Kos', driver_license_id: 'SI-9012' } });
    const markoId = driver.json().data.driver_id;
    const documentIds = [await recordLoad({ driverId: markoId }), await recordLoad({ driverId: markoId }), await recordLoad({ driverId: markoId })];
    // One ticket was corrected before: its driver's correction chains to that amendment, not to the ticket.
    const corrected = await t.call('PUT', `/api/scale-documents/${documentIds[1]}`, { token: site.adminToken, body: { notes: 'Tarpaulin torn' } });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await t.call('DELETE', `/api/drivers/${markoId}`, { token: site.adminToken })).statusCode).toBe(200);
    for (const documentId of documentIds) {
      const detail = (await t.call('GET', `/api/scale-documents/${documentId}`, { token: site.adminToken })).json().data;
      expect(detail).toMatchObject({ driver_id: null, driver_name: 'Marko', driver_surname: 'Kos', integrity: 'verified' });
    }
  });

  it('keeps verifying a document signed before the weights’ origin was (version 2), corrected since', async () => {
    const documentId = await recordLoad();
    await signUnderVersion(documentId, 2);
    expect(await integrity(documentId)).toBe('verified');
    expect((await t.call('PUT', `/api/scale-documents/${documentId}`, { token: supervisor, body: { notes: 'Checked' } })).statusCode).toBe(200);
    expect(await integrity(documentId)).toBe('verified');
    // The next document is chained to it and signed under the current version.
    const nextId = await recordLoad();
    const [next] = await t.database.db.select().from(scaleDocuments).where(eq(scaleDocuments.id, nextId));
    expect(next!.signatureVersion).toBe(SIGNATURE_VERSION);
    expect(await integrity(nextId)).toBe('verified');
    await t.database.db.execute(sql`update scale_documents set operator_name = 'Someone Else' where document_id = ${documentId}`);
    expect(await integrity(documentId)).toBe('altered');
  });

  it('keeps verifying a document signed the old way (version 1), voided the old way too', async () => {
    const documentId = await recordLoad();
    // As a document was written before every field was signed: its number, times, vehicle and weights.
    await signUnderVersion(documentId, 1);
    expect(await integrity(documentId)).toBe('verified');
    await t.database.db.execute(sql`update scale_documents set status = 'cancelled', voided_at = now(), void_reason = 'Old void' where document_id = ${documentId}`);
    expect(await integrity(documentId)).toBe('verified');
    await t.database.db.execute(sql`update scale_documents set vehicle_empty_weight_kg = 10000, material_weight_kg = 14000 where document_id = ${documentId}`);
    expect(await integrity(documentId)).toBe('altered');
  });

  it('checks the void state of a version-1 document once it has amendments', async () => {
    const documentId = await recordLoad();
    await signUnderVersion(documentId, 1);
    await t.call('PUT', `/api/scale-documents/${documentId}`, { token: supervisor, body: { notes: 'Checked' } });
    expect(await integrity(documentId)).toBe('verified');
    await t.database.db.execute(sql`update scale_documents set status = 'cancelled', voided_at = now() where document_id = ${documentId}`);
    expect(await integrity(documentId)).toBe('altered');
  });

  it('holds a void as one fact: the database refuses a void time without the cancelled status, and the other way round', async () => {
    const documentId = await recordLoad();
    const refusal = (change: SQL) =>
      t.database.db.execute(sql`update scale_documents set ${change} where document_id = ${documentId}`).then(
        () => 'accepted',
        (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
      );
    expect(await refusal(sql`voided_at = now()`)).toMatch(/violates check constraint "scale_documents_void_check"/);
    expect(await refusal(sql`status = 'cancelled'`)).toMatch(/violates check constraint "scale_documents_void_check"/);
    expect(await integrity(documentId)).toBe('verified');
  });
});
