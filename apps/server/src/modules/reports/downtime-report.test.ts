/**
 * The downtime report of /reports: one crusher's stops on one site day, worked out by hand, read by a viewer
 * (who holds the reports and no Stop Counter) from GET /api/reports/downtime and from its Excel and PDF files.
 */
import { spawnSync } from 'node:child_process';
import { read } from '@e965/xlsx';
import type { StopReason } from '@weighbridge/contract/stops';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { chooseLanguage } from '../../test/languages.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { loadBody, makeSite } from '../../test/site-data.js';

type Cell = { t: string; v: unknown; z?: string } | undefined;

function workbook(file: Buffer) {
  const book = read(file, { type: 'buffer', cellNF: true, dense: true });
  const rows = (name: string) => Array.from((book.Sheets[name]?.['!data'] ?? []) as (Cell[] | undefined)[], (row) => row ?? []);
  return { names: book.SheetNames, rows };
}

const pdfText = (file: Buffer) => spawnSync('pdftotext', ['-layout', '-', '-'], { input: file }).stdout.toString('utf8').replace(/\s+/g, ' ');
/** The PDF's narrow columns may squeeze '4 h' to '4h' in the extracted text. */
const packed = (text: string) => text.replace(/(\d)h\b/g, '$1 h');

// The test clock starts at 2026-03-02 08:00 UTC; Ljubljana is UTC+1, so the site day 2 March is 01.03. 23:00 to 02.03. 23:00 UTC.
const DAY = 'period=custom&startDate=2026-03-02&endDate=2026-03-02';

/**
 * By hand, for the crusher's 24 hours: breakdowns 2 + 0.5 = 2.5 h in 2 stops, maintenance 0.5 h, no feed
 * (standby) 1 h: stopped 4 h in 4 stops. Down 3 h, available 21 h, utilised 20 h: PA 21/24, UoA 20/21, EU
 * 20/24, MTBF 20/2 = 10 h, MTTR 2.5/2 = 1.25 h. Fed 3 x 40 t in the 30 days to the day's end, stopped 4 h of
 * those 720: 120/716 t/h, and 4 h of it lost.
 */
const RATE = 120 / 716;
const CRUSHER = [24, 4, 4, 2, 21 / 24, 20 / 21, 20 / 24, 10, 1.25, RATE, 4 * RATE];

describe.each(ENGINES)('the downtime report on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let admin = '';
  let viewer = '';
  let plant = 0;
  const get = async (url: string, token = viewer) => {
    const answer = await t.call('GET', url, { token });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    return answer;
  };

  beforeAll(async () => {
    const site = await makeSite(t);
    admin = site.adminToken;
    plant = (await t.call('POST', '/api/crushing-plants', { token: admin, body: { name: 'Primary jaw', rated_tons_per_hour: 300, station_ids: [site.stationId] } })).json().data.plant_id;
    expect((await t.call('POST', '/api/tara-weighings', { token: admin, body: { vehicleId: site.vehicleId, tareWeight: 10_000 } })).statusCode).toBe(201);
    for (let load = 0; load < 3; load += 1) {
      expect((await t.call('POST', '/api/scale-documents/record-load', { token: admin, body: loadBody(site, 50_000) })).statusCode).toBe(201);
    }
    t.clock.advance(28 * 3_600_000); // 3 March, 12:00 UTC: the day is over (and the sessions of the 2nd with it).
    admin = await t.signInAs('admin');
    viewer = await t.signInAs('viewer');
    const reasons: StopReason[] = (await t.call('GET', '/api/stop-reasons', { token: admin })).json().data;
    const reason = (name: string) => reasons.find((one) => one.equipment_class === 'plant' && one.name === name)!.reason_id;
    const stops: [string, string, string][] = [
      ['2026-03-02T04:00:00Z', '2026-03-02T06:00:00Z', 'Breakdown'],
      ['2026-03-02T07:00:00Z', '2026-03-02T07:30:00Z', 'Maintenance'],
      ['2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z', 'No feed'],
      ['2026-03-02T22:30:00Z', '2026-03-02T23:30:00Z', 'Breakdown'], // 0.5 h within the day
    ];
    for (const [started, ended, name] of stops) {
      const body = { equipment_class: 'plant', machine_id: plant, started_at: started, ended_at: ended, reason_id: reason(name), comment: 'Jaw plate' };
      const answer = await t.call('POST', '/api/stops', { token: admin, body });
      expect(answer.statusCode, answer.body).toBe(201);
    }
  });

  it('answers a viewer of the reports the figures the Stop Counter keeps from him', async () => {
    expect((await t.call('GET', '/api/stops/figures?from=2026-03-01T23:00:00Z&to=2026-03-02T23:00:00Z', { token: viewer })).statusCode).toBe(403);
    const answer = (await get(`/api/reports/downtime?${DAY}`)).json();
    expect(answer.dateRange).toEqual({ start: '2026-03-02', end: '2026-03-02' });
    expect([answer.data.from, answer.data.to]).toEqual(['2026-03-01T23:00:00.000Z', '2026-03-02T23:00:00.000Z']);
    const crusher = answer.data.machines.find((machine: { machine_id: number; equipment_class: string }) => machine.equipment_class === 'plant' && machine.machine_id === plant);
    expect(crusher).toMatchObject({ calendar_hours: 24, stop_hours: 4, stops: 4, breakdowns: 2, mtbf_hours: 10, mttr_hours: 1.25 });
    expect(crusher.physical_availability).toBeCloseTo(0.875, 10);
  });

  it('reads the month by default and refuses a custom period longer than the figures count', async () => {
    expect((await get('/api/reports/downtime')).json().dateRange).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    const long = await t.call('GET', '/api/reports/downtime?period=custom&startDate=2025-01-01&endDate=2026-03-01', { token: viewer });
    expect([long.statusCode, long.json().error]).toEqual([400, 'End date must be at most 400 days after the start date']);
  });

  it('writes the Excel file: a sheet per machine class with its total, and the Pareto of the reasons', async () => {
    const answer = await get(`/api/reports/downtime/export.xlsx?${DAY}`);
    expect(answer.headers['content-disposition']).toContain('report-downtime-2026-03-02_2026-03-02.xlsx');
    const book = workbook(answer.rawPayload);
    expect(book.names).toEqual(['Overview', 'Scales', 'Trucks', 'Drill rigs', 'Crushing plants', 'Stop Reasons']);
    expect(book.rows('Overview')[0]![0]!.v).toBe('Downtime');
    const [header, crusher, total] = book.rows('Crushing plants');
    expect(header!.map((cell) => cell?.v)).toEqual(['Machine', 'Calendar time', 'Stop time', 'Stops', 'Breakdowns', 'PA', 'UoA', 'EU', 'MTBF', 'MTTR', 'Tons per hour', 'Lost tons']);
    expect(crusher![0]!.v).toBe('Primary jaw');
    crusher!.slice(1).forEach((cell, index) => {
      expect(cell?.t, header![index + 1]!.v as string).toBe('n');
      expect(Number(cell?.v), header![index + 1]!.v as string).toBeCloseTo(CRUSHER[index]!, 8);
    });
    expect(crusher!.slice(1).map((cell) => cell?.z)).toEqual(['#,##0.00 "h"', '#,##0.00 "h"', '#,##0', '#,##0', '0.0%', '0.0%', '0.0%', '#,##0.00 "h"', '#,##0.00 "h"', '#,##0.00 "t/h"', '#,##0.0 "t"']);
    // One crusher: the class total is its figures, without a rate of its own.
    expect(total!.map((cell) => cell?.v)).toEqual(['Total', ...crusher!.slice(1, 10).map((cell) => cell?.v), undefined, crusher![11]!.v]);
    expect(book.rows('Drill rigs')).toHaveLength(1);

    const [paretoHeader, ...reasons] = book.rows('Stop Reasons');
    expect(paretoHeader!.map((cell) => cell?.v)).toEqual(['Reason', 'Machine class', 'Category', 'Hours', 'Stops', 'Cumulative']);
    expect(reasons.map((row) => row.map((cell) => cell?.v))).toEqual([
      ['Breakdown', 'Crushing plant', 'Breakdown (unscheduled maintenance)', 2.5, 2, 0.625],
      ['No feed', 'Crushing plant', 'Standby', 1, 1, 0.875],
      ['Maintenance', 'Crushing plant', 'Scheduled maintenance', 0.5, 1, 1],
    ]);
  });

  it('writes the PDF with the day, the crusher’s figures and the Pareto', async () => {
    const answer = await get(`/api/reports/downtime/export.pdf?${DAY}`);
    expect(answer.headers['content-disposition']).toContain('report-downtime-2026-03-02_2026-03-02.pdf');
    const text = pdfText(answer.rawPayload);
    expect(text).toContain('Downtime');
    expect(text).toContain('Showing data from March 2, 2026 to March 2, 2026');
    expect(text).toContain('Machine Calendar time Stop time Stops Breakdowns PA UoA EU MTBF MTTR Tons per hour Lost tons');
    expect(packed(text)).toContain(('Primary jaw 24 h 4 h 4 2 87.5% 95.2% 83.3% 10 h 1.25 h 0.17 t/h 0.7 t'));
    expect(packed(text)).toContain(('Total 24 h 4 h 4 2 87.5% 95.2% 83.3% 10 h 1.25 h — 0.7 t'));
    expect(text).toContain('Reason Machine class Category Hours Stops Cumulative');
    expect(packed(text)).toContain(('Breakdown Crushing plant Breakdown (unscheduled maintenance) 2.5 h 2 62.5%'));
    expect(packed(text)).toContain(('No feed Crushing plant Standby 1 h 1 87.5% Maintenance Crushing plant Scheduled maintenance 0.5 h 1 100%'));
  });

  it('writes a German user’s files with German sheets, headers, classes and categories', async () => {
    const german = await t.signInAs('viewer', 'downtime.liest');
    await chooseLanguage(t, 'downtime.liest', 'de');
    const book = workbook((await get(`/api/reports/downtime/export.xlsx?${DAY}`, german)).rawPayload);
    expect(book.names).toEqual(['Übersicht', 'Waagen', 'Fahrzeuge', 'Bohrgeräte', 'Brechanlagen', 'Stillstandsgründe']);
    expect(book.rows('Übersicht')[0]![0]!.v).toBe('Ausfallzeiten');
    const [header, , total] = book.rows('Brechanlagen');
    expect(header!.map((cell) => cell?.v)).toEqual(['Maschine', 'Kalenderzeit', 'Stillstandszeit', 'Stillstände', 'Pannen', 'PA', 'UoA', 'EU', 'MTBF', 'MTTR', 'Tonnen pro Stunde', 'Verlorene Tonnen']);
    expect(total![0]!.v).toBe('Gesamt');
    expect(book.rows('Stillstandsgründe')[1]!.slice(0, 3).map((cell) => cell?.v)).toEqual(['Breakdown', 'Brechanlage', 'Panne (ungeplante Instandhaltung)']);
    const text = pdfText((await get(`/api/reports/downtime/export.pdf?${DAY}`, german)).rawPayload);
    expect(text).toContain('Daten vom 2. März 2026 bis 2. März 2026');
    expect(packed(text)).toContain(('Primary jaw 24 h 4 h 4 2 87,5% 95,2% 83,3% 10 h 1,25 h 0,17 t/h 0,7 t'));
  });
});
