import { TICKET_MESSAGES } from '@weighbridge/contract/tickets';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { pdfDiagonalText, pdfPageSize, pdfQrCode, pdfText } from '../../test/pdf-files.js';
import { loadBody, makeSite, makeVehicle, type Site } from '../../test/site-data.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const SITE = { SITE_NAME: 'Kamnolom Šentjur', SITE_ADDRESS: 'Industrijska cesta 5; 3230 Šentjur' };
/** The address the printing requests come to: the QR code's site when none is configured. */
const HOST = 'tehtnica.kamnolom.example:8443';

/** A moment as the site's clock shows it, worked out here apart from the server's own formatting. */
const siteTime = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Ljubljana', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
const kg = (value: number) => `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(value)} kg`;
/** The text's lines with their runs of spaces (the layout's columns) made one space. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

type Detail = Record<string, string | number | null>;

describe.each(ENGINES)('the printed ticket on the %s engine', (engine) => {
  let t: TestApp;
  let site: Site;
  let operator: string;
  let taraId: number;
  const documents = {} as Record<'overloaded' | 'repeat' | 'typed' | 'voided' | 'copies' | 'concurrent', number>;

  async function recordLoad(token: string, full: number, extra: Record<string, unknown> = {}): Promise<number> {
    t.clock.advance(10 * 60_000);
    const answer = await t.call('POST', '/api/scale-documents/record-load', { token, body: loadBody(site, full, extra) });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.document_id;
  }

  beforeAll(async () => {
    t = await startTestApp(engine, SITE);
    site = await makeSite(t);
    const admin = site.adminToken;
    operator = await t.signInAs('operator', 'ana.operator');
    const driver = await t.call('POST', '/api/drivers', { token: admin, body: { name: 'Žiga', surname: 'Čeh', driver_license_id: 'DL-ŽČ-1' } });
    const material = await t.call('POST', '/api/materials', { token: admin, body: { name: 'Drobljenec Ł-Ő', registration_id: 'MAT-ŁŐ' } });
    const scale = await t.call('POST', '/api/scales', {
      token: admin,
      body: { name: 'Tehtnica Š2', capacity_kg: 80_000, division_kg: 20, connection: 'tcp', host: '127.0.0.1', port: 9 },
    });
    const tara = await t.call('POST', '/api/tara-weighings', { token: operator, body: { vehicleId: site.vehicleId, tareWeight: 12_340.5 } });
    taraId = tara.json().data.tara_id;
    // The first load on the tara is a two-pass weighing; the truck (25,000 kg capacity) is overloaded.
    documents.overloaded = await recordLoad(operator, 40_000, {
      materialId: material.json().data.material_id,
      driverId: driver.json().data.driver_id,
      notes: 'Pokrito s ponjavo',
    });
    // The next loads on the same tara are repeats on a stored (preset) tare.
    documents.repeat = await recordLoad(operator, 30_000.25);
    documents.voided = await recordLoad(operator, 31_000);
    documents.copies = await recordLoad(operator, 32_000);
    documents.concurrent = await recordLoad(operator, 33_000);
    const voided = await t.call('DELETE', `/api/scale-documents/${documents.voided}`, { token: admin, body: { reason: 'Napačen tovornjak' } });
    expect(voided.statusCode, voided.body).toBe(200);
    // Typed on a scale with an indicator, with the reason that needs.
    const typedVehicle = await makeVehicle(t, admin);
    await t.call('POST', '/api/tara-weighings', { token: admin, body: { vehicleId: typedVehicle, tareWeight: 9_870.25 } });
    documents.typed = await recordLoad(admin, 28_000, {
      vehicleId: typedVehicle,
      scaleId: scale.json().data.scale_id,
      weightSource: 'manual',
      manualReason: 'Indicator under repair',
    });
  });
  afterAll(async () => t.close());

  const print = (id: number, query = '', token = operator) =>
    t.app.inject({ method: 'GET', url: `/api/scale-documents/${id}/ticket.pdf${query}`, headers: { authorization: `Bearer ${token}`, host: HOST } });

  async function printedLines(id: number, query = ''): Promise<string[]> {
    const answer = await print(id, query);
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    return linesOf(await pdfText(answer.rawPayload));
  }

  const detail = async (id: number): Promise<Detail> => (await t.call('GET', `/api/scale-documents/${id}`, { token: operator })).json().data;

  async function codeOf(id: number): Promise<string> {
    const [row] = await queryRows<{ signature: string }>(t.database.db, sql`select signature from scale_documents where document_id = ${id}`);
    return row!.signature.slice(0, 12);
  }

  const verificationAddress = async (id: number, number: string) => `http://${HOST}/verify/${number}?c=${await codeOf(id)}`;

  /** GROSS, TARE and NET: the three lines from GROSS on, each its label, its weight and its marks. */
  function weightLines(lines: string[]) {
    const at = lines.findIndex((line) => line.startsWith('GROSS '));
    expect(at, lines.join('\n')).toBeGreaterThanOrEqual(0);
    return lines.slice(at, at + 3);
  }

  it('prints every field of the document as stored, in the site’s time zone and its letters', async () => {
    const answer = await print(documents.overloaded);
    expect(answer.statusCode).toBe(200);
    const document = await detail(documents.overloaded);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="${document.document_number}.pdf"; filename*=UTF-8''${document.document_number}.pdf`);
    expect(answer.headers['cache-control']).toBe('no-store');

    const lines = linesOf(await pdfText(answer.rawPayload));
    const address = await verificationAddress(documents.overloaded, document.document_number as string);
    expect(lines.slice(0, 5)).toEqual(['Kamnolom Šentjur', 'Industrijska cesta 5', '3230 Šentjur', 'WEIGHING TICKET', `Ticket number: ${document.document_number}`]);
    expect(lines).toEqual(
      expect.arrayContaining([
        `First weighing (tare) ${siteTime(document.first_weigh_timestamp as string)}`,
        `Second weighing (gross) ${siteTime(document.second_weigh_timestamp as string)}`,
        `Vehicle ${document.registration_number} (Volvo FMX)`,
        'Driver Žiga Čeh',
        'Material Drobljenec Ł-Ő',
        `Loading Area ${document.loaded_area}`,
        'Polygon P-01',
        `Destination ${document.destination}`,
        'Scale Weighbridge 1',
        'Operator Test operator',
        'Notes Pokrito s ponjavo',
        `OVERLOAD: ${kg(document.overload_kg as number)} above capacity`,
        `Verification code: ${await codeOf(documents.overloaded)}`,
        `Check this ticket at ${address}`,
      ]),
    );
    expect(weightLines(lines)).toEqual(['GROSS 40,000.00 kg', 'TARE 12,340.50 kg', 'NET 27,659.50 kg']);
    expect([document.full_weight_kg, document.vehicle_empty_weight_kg, document.material_weight_kg]).toEqual([40_000, 12_340.5, 27_659.5]);
    const text = lines.join('\n');
    for (const absent of ['COPY', 'PT ', 'MANUAL', 'VOID']) expect(text).not.toContain(absent);
    expect(await pdfDiagonalText(answer.rawPayload)).toBe('');
  });

  it('marks the tare of a repeat load on a stored tara PT with the tara’s date, and adds up to the kilogram', async () => {
    const document = await detail(documents.repeat);
    const [tara] = await queryRows<{ weighed_at: Date | string }>(t.database.db, sql`select weighed_at from tara_weighings where tara_id = ${taraId}`);
    const taraDate = siteTime(new Date(tara!.weighed_at).toISOString());
    const weights = weightLines(await printedLines(documents.repeat));
    expect(weights).toEqual(['GROSS 30,000.25 kg', `TARE 12,340.50 kg PT ${taraDate}`, 'NET 17,659.75 kg']);
    expect(document.material_weight_kg).toBe(17_659.75);
    const [gross, tare, net] = weights.map((line) => Number(/ ([\d,]+\.\d\d) kg/.exec(line)![1]!.replaceAll(',', '')));
    expect(gross! - tare!).toBeCloseTo(net!, 6);
  });

  it('marks weights typed on a scale with an indicator MANUAL, with the reason', async () => {
    const document = await detail(documents.typed);
    expect(document).toMatchObject({ weight_source: 'manual', manual_reason: 'Indicator under repair' });
    const lines = await printedLines(documents.typed);
    // Its tara is the one weighing of that tara: no PT.
    expect(weightLines(lines)).toEqual(['GROSS 28,000.00 kg MANUAL', 'TARE 9,870.25 kg MANUAL', 'NET 18,129.75 kg']);
    expect(lines).toContain('MANUAL: Indicator under repair');
    expect(lines).toContain('Scale Tehtnica Š2');
  });

  it('prints a voided ticket with a VOID watermark, the reason, who voided it and when', async () => {
    const document = (await t.call('GET', `/api/scale-documents/${documents.voided}`, { token: operator })).json().data;
    const answer = await print(documents.voided);
    const lines = linesOf(await pdfText(answer.rawPayload));
    expect(lines).toContain('VOID: Napačen tovornjak');
    expect(lines).toContain(`Voided by ${document.voided_by_name} on ${siteTime(document.voided_at)}`);
    expect(await pdfDiagonalText(answer.rawPayload)).toBe('VOID');
  });

  it('prints COPY n from the second print on, and counts every print with its audit entry', async () => {
    const sizes = ['a4', 'a5', '80mm'] as const;
    const texts = [];
    for (const size of sizes) texts.push((await printedLines(documents.copies, `?size=${size}`)).join('\n'));
    expect(texts[0]).not.toContain('COPY');
    expect(linesOf(texts[1]!).slice(5, 6)).toEqual(['COPY 2']);
    expect(linesOf(texts[2]!).slice(5, 6)).toEqual(['COPY 3']);

    const prints = await queryRows<{ print_number: number; size: string; printed_by_name: string }>(
      t.database.db,
      sql`select print_number, size, printed_by_name from ticket_prints where document_id = ${documents.copies} order by print_number`,
    );
    expect(prints).toEqual(sizes.map((size, index) => ({ print_number: index + 1, size, printed_by_name: 'Test operator' })));
    const audit = await queryRows<{ actor_username: string; details: { print_number: number; size: string } }>(
      t.database.db,
      sql`select actor_username, details from audit_log where action = 'scale_document.print' and entity_id = ${String(documents.copies)} order by id`,
    );
    expect(audit.map((entry) => [entry.actor_username, entry.details.print_number, entry.details.size])).toEqual(
      sizes.map((size, index) => ['ana.operator', index + 1, size]),
    );
    expect((await detail(documents.copies)).ticket_prints).toBe(3);
  });

  it('gives prints of one ticket made at the same time distinct numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => print(documents.concurrent)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const copies = await Promise.all(answers.map(async (answer) => linesOf(await pdfText(answer.rawPayload)).find((line) => line.startsWith('COPY')) ?? 'original'));
    expect(copies.sort()).toEqual(['COPY 2', 'COPY 3', 'COPY 4', 'COPY 5', 'original']);
    const numbers = await queryRows<{ print_number: number }>(
      t.database.db,
      sql`select print_number from ticket_prints where document_id = ${documents.concurrent} order by print_number`,
    );
    expect(numbers.map((row) => row.print_number)).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    ['a4', 595.28, 841.89],
    ['a5', 419.53, 595.28],
  ] as const)('lays the ticket out on one %s sheet with a QR code of its verification address', async (size, width, height) => {
    const document = await detail(documents.overloaded);
    const answer = await print(documents.overloaded, `?size=${size}`);
    expect(await pdfPageSize(answer.rawPayload)).toEqual({ width, height, pages: 1 });
    expect(await pdfQrCode(answer.rawPayload)).toBe(await verificationAddress(documents.overloaded, document.document_number as string));
  });

  it('lays the ticket out on an 80 mm roll, one page as long as the ticket, with its QR code', async () => {
    const document = await detail(documents.voided);
    const answer = await print(documents.voided, '?size=80mm');
    const page = await pdfPageSize(answer.rawPayload);
    expect(page.width).toBe(226.77);
    expect(page.pages).toBe(1);
    expect(page.height).toBeGreaterThan(400);
    expect(page.height).toBeLessThan(800);
    expect(await pdfQrCode(answer.rawPayload)).toBe(await verificationAddress(documents.voided, document.document_number as string));
    const lines = linesOf(await pdfText(answer.rawPayload));
    expect(weightLines(lines)[2]).toBe(`NET ${kg(document.material_weight_kg as number)}`);
    expect(lines).toContain('VOID: Napačen tovornjak');
  });

  it('refuses a tara, an unknown document and an unknown size, and prints nothing', async () => {
    const before = await queryRows<{ prints: number }>(t.database.db, sql`select count(*)::int as prints from ticket_prints`);
    const tara = await print(taraId);
    expect([tara.statusCode, tara.json().error]).toEqual([400, TICKET_MESSAGES.taraHasNoTicket]);
    const unknown = await print(987_654);
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Scale document not found']);
    const size = await print(documents.repeat, '?size=a3');
    expect(size.statusCode).toBe(400);
    expect(size.json().error).toContain('Paper size');
    expect(await queryRows(t.database.db, sql`select count(*)::int as prints from ticket_prints`)).toEqual(before);
  });
});

describe.each(ENGINES)('the QR code’s site on the %s engine', (engine) => {
  async function printedAddress(env: Record<string, string>, headers: Record<string, string>): Promise<{ qr: string | undefined; expected: string }> {
    const t = await startTestApp(engine, env);
    try {
      const site = await makeSite(t);
      await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: 11_000 } });
      const load = (await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, 29_000) })).json().data;
      const [row] = await queryRows<{ signature: string }>(t.database.db, sql`select signature from scale_documents where document_id = ${load.document_id}`);
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/scale-documents/${load.document_id}/ticket.pdf`,
        headers: { authorization: `Bearer ${site.adminToken}`, ...headers },
      });
      return { qr: await pdfQrCode(answer.rawPayload), expected: `/verify/${load.document_number}?c=${row!.signature.slice(0, 12)}` };
    } finally {
      await t.close();
    }
  }

  it('is SITE_URL when the site configures it, whatever address the request came to', async () => {
    const { qr, expected } = await printedAddress({ SITE_URL: 'https://tehtnica.example.si/' }, { host: 'intranet:8080' });
    expect(qr).toBe(`https://tehtnica.example.si${expected}`);
  });

  it('is the address the request came to behind a trusted proxy otherwise', async () => {
    const { qr, expected } = await printedAddress({ TRUST_PROXY: 'true' }, { host: 'intranet:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'kamnolom.example' });
    expect(qr).toBe(`https://kamnolom.example${expected}`);
  });
});
