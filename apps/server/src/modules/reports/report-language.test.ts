import { spawnSync } from 'node:child_process';
import { read } from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { chooseLanguage } from '../../test/languages.js';
import { sharedReportSite } from '../../test/report-viewer.js';

type Cell = { t: string; v: unknown; z?: string } | undefined;

/** German numbers, worked out apart from the server's formatting: at least `least` and at most `most` decimals. */
const german = (value: number, least: number, most = least) => new Intl.NumberFormat('de-DE', { minimumFractionDigits: least, maximumFractionDigits: most }).format(value);

function workbook(file: Buffer) {
  const book = read(file, { type: 'buffer', cellNF: true, dense: true });
  const rows = (name: string) => Array.from((book.Sheets[name]?.['!data'] ?? []) as (Cell[] | undefined)[], (row) => row ?? []);
  return { names: book.SheetNames, rows };
}

const pdfText = (file: Buffer) => spawnSync('pdftotext', ['-layout', '-', '-'], { input: file }).stdout.toString('utf8').replace(/\s+/g, ' ');

describe.each(ENGINES)('the files of a German user on the %s engine', (engine) => {
  const r = sharedReportSite(engine);
  const { t } = r;
  let token = '';
  const get = async (url: string) => {
    const answer = await t.call('GET', url, { token });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    return answer;
  };

  beforeAll(async () => {
    token = await t.signInAs('admin', 'grete.liest');
    await chooseLanguage(t, 'grete.liest', 'de');
  });

  it('writes the summary’s Excel file with German sheets, headers and labels, its numbers still numbers', async () => {
    const { data } = (await get('/api/reports/summary?period=month')).json();
    const book = workbook((await get('/api/reports/summary/export.xlsx?period=month')).rawPayload);
    expect(book.names).toEqual(['Übersicht', 'Materialverteilung', 'Aktivität nach Stunde']);
    const overview = book.rows('Übersicht');
    expect(overview[0]![0]!.v).toBe('Zusammenfassung');
    const line = (label: string) => overview.find((row) => row[0]?.v === label);
    expect(line('Zeitraum')![1]!.v).toBe('Daten vom 1. März 2026 bis 31. März 2026');
    expect(line('Erstellt')![1]!.t).toBe('n');
    expect(line('Wägungen gesamt')![1]).toMatchObject({ t: 'n', v: data.summary.total_transactions });
    expect(line('Ladungen')![1]).toMatchObject({ t: 'n', v: data.summary.load_transactions });
    expect(line('Gesamtgewicht')![1]).toMatchObject({ t: 'n', v: data.summary.total_weight_kg });
    const [header, ...rows] = book.rows('Materialverteilung');
    expect(header!.map((cell) => cell?.v)).toEqual(['Material', 'Wägungen', 'Gesamtgewicht']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row[1]?.t === 'n' && row[2]?.t === 'n')).toBe(true);
  });

  it('writes the summary’s PDF in German words and numbers', async () => {
    const { data } = (await get('/api/reports/summary?period=month')).json();
    const text = pdfText((await get('/api/reports/summary/export.pdf?period=month')).rawPayload);
    const { summary } = data;
    expect(text).toContain('Zusammenfassung');
    expect(text).toContain('Daten vom 1. März 2026 bis 31. März 2026');
    expect(text).toMatch(/Seite 1 von \d+/);
    expect(text).toContain('Wägungen gesamt');
    expect(text).toContain(`${german(summary.total_weight_kg, 0, 2)} kg`);
    expect(text).toContain(`Ø pro Ladung: ${german(summary.avg_weight_per_load, 0, 2)} kg`);
    expect(text).toContain(`${summary.load_transactions} Ladungen, ${summary.tare_transactions} Tarawägungen`);
    expect(text).toContain('Material Wägungen Gesamtgewicht');
    for (const row of data.materialBreakdown) expect(text).toContain(`${german(row.total_weight_kg, 2)} kg`);
    expect(text).not.toMatch(/Showing data|Page 1 of|Total Transactions/);
  });

  it('writes the monthly material report with German months and total row', async () => {
    const book = workbook((await get(`/api/reports/monthly-material/export.xlsx?year=2025`)).rawPayload);
    expect(book.names).toEqual(['Übersicht', 'Monatstonnage nach Material']);
    const overview = book.rows('Übersicht');
    expect(overview.find((row) => row[0]?.v === 'Zeitraum')![1]!.v).toBe('Jahr 2025');
    expect(overview.find((row) => row[0]?.v === 'Materialien')![1]!.v).toBe('Alle Materialien');
    const [header, ...rows] = book.rows('Monatstonnage nach Material');
    expect(header!.map((cell) => cell?.v)).toEqual(['Material', 'Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez', 'Gesamt', 'Durchschnitt pro Monat']);
    expect(rows.at(-1)![0]!.v).toBe('Gesamt');
  });

  it('writes the weighing history’s export with German headers and labels', async () => {
    const book = workbook((await get('/api/scale-documents/export.xlsx')).rawPayload);
    expect(book.names).toEqual(['Wiegedokumente']);
    const [header, ...rows] = book.rows('Wiegedokumente');
    expect(header!.map((cell) => cell?.v)).toEqual([
      'Beleg-Nr.',
      'Datum / Uhrzeit',
      'Fahrzeug',
      'Fahrer',
      'Material',
      'Ladebereich / Polygon',
      'Brutto (kg)',
      'Tara (kg)',
      'Netto (kg)',
      'Gewichtsquelle',
      'Status',
      'Art',
      'Prüfcode',
    ]);
    expect(rows.length).toBeGreaterThan(0);
    const loads = rows.filter((row) => row[11]?.v === 'Ladung');
    expect(loads.length).toBeGreaterThan(0);
    expect(loads.every((row) => row[8]?.t === 'n' && row[1]?.t === 'n')).toBe(true);
    const statuses = new Set(rows.map((row) => row[10]?.v));
    expect(statuses).toContain('abgeschlossen');
    expect([...statuses].filter((status) => !['abgeschlossen', 'offen', 'storniert'].includes(String(status)))).toEqual([]);
  });
});
