import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { chooseLanguage, chooseSiteLanguage } from '../../test/languages.js';
import { pdfDiagonalText, pdfText } from '../../test/pdf-files.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/** A moment as a German reader writes it on the site's clock, worked out apart from the server's formatting. */
const germanTime = (iso: string) => {
  const parts = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Ljubljana', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
};

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

describe.each(ENGINES)('the ticket in the reader’s language on the %s engine', (engine) => {
  let t: TestApp;
  let site: Site;
  let documentId: number;
  const tokens = {} as Record<'german' | 'english' | 'siteDefault', string>;

  beforeAll(async () => {
    t = await startTestApp(engine, { SITE_NAME: 'Steinbruch Nord' });
    site = await makeSite(t);
    tokens.german = await t.signInAs('operator', 'greta.wiegt');
    tokens.english = await t.signInAs('operator', 'ed.weighs');
    tokens.siteDefault = await t.signInAs('operator', 'otto.default');
    await chooseLanguage(t, 'greta.wiegt', 'de');
    await chooseLanguage(t, 'ed.weighs', 'en');
    const driver = await t.call('POST', '/api/drivers', { token: site.adminToken, body: { name: 'Jörg', surname: 'Maier', driver_license_id: 'DL-JM-1' } });
    await t.call('POST', '/api/tara-weighings', { token: tokens.german, body: { vehicleId: site.vehicleId, tareWeight: 12_340.5 } });
    t.clock.advance(10 * 60_000);
    const load = await t.call('POST', '/api/scale-documents/record-load', {
      token: tokens.german,
      body: loadBody(site, 40_000, { driverId: driver.json().data.driver_id, notes: 'Abgedeckt' }),
    });
    expect(load.statusCode, load.body).toBe(201);
    documentId = load.json().data.document_id;
    const voided = await t.call('DELETE', `/api/scale-documents/${documentId}`, { token: site.adminToken, body: { reason: 'Falscher LKW' } });
    expect(voided.statusCode, voided.body).toBe(200);
  });
  afterAll(async () => t.close());

  async function printed(token: string) {
    const answer = await t.app.inject({ method: 'GET', url: `/api/scale-documents/${documentId}/ticket.pdf`, headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    return { lines: linesOf(await pdfText(answer.rawPayload)), watermark: await pdfDiagonalText(answer.rawPayload) };
  }

  it('reads German for a user who chose German: its words, weights and dates', async () => {
    const document = (await t.call('GET', `/api/scale-documents/${documentId}`, { token: tokens.german })).json().data;
    const { lines, watermark } = await printed(tokens.german);
    expect(lines.slice(0, 3)).toEqual(['Steinbruch Nord', 'WIEGESCHEIN', `Wiegescheinnummer: ${document.document_number}`]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'STORNIERT: Falscher LKW',
        `Storniert von ${document.voided_by_name} am ${germanTime(document.voided_at)}`,
        `Erste Wägung (Tara) ${germanTime(document.first_weigh_timestamp)}`,
        `Zweite Wägung (Brutto) ${germanTime(document.second_weigh_timestamp)}`,
        `Fahrzeug ${document.registration_number} (Volvo FMX)`,
        'Fahrer Jörg Maier',
        `Material ${document.material_name}`,
        `Ladebereich ${document.loaded_area}`,
        'Polygon P-01',
        `Entladestelle ${document.destination}`,
        'Waage Weighbridge 1',
        'Wiegemeister Test operator',
        'Bemerkungen Abgedeckt',
        'BRUTTO 40.000,00 kg',
        'TARA 12.340,50 kg',
        'NETTO 27.659,50 kg',
        // A net 27,659.50 kg on a truck that carries 25,000 kg.
        'ÜBERLAST: 2.659,50 kg über der Höchstlast',
        'Zeiten in Europe/Ljubljana',
      ]),
    );
    expect(lines.some((line) => line.startsWith('Prüfcode: '))).toBe(true);
    expect(lines.some((line) => line.startsWith('Diesen Wiegeschein prüfen unter http'))).toBe(true);
    expect(watermark).toBe('STORNIERT');
    expect(lines.join('\n')).not.toMatch(/WEIGHING TICKET|GROSS|Vehicle|Printed/);
  });

  it('follows the site’s default for a user who chose nothing, and the user’s own choice over it', async () => {
    expect((await printed(tokens.siteDefault)).lines).toContain('WEIGHING TICKET');
    await chooseSiteLanguage(t, 'de');
    try {
      expect((await printed(tokens.siteDefault)).lines).toContain('WIEGESCHEIN');
      const english = await printed(tokens.english);
      expect(english.lines).toContain('WEIGHING TICKET');
      expect(english.lines).toContain('GROSS 40,000.00 kg');
      expect(english.watermark).toBe('VOID');
    } finally {
      await chooseSiteLanguage(t, 'en');
    }
  });
});
