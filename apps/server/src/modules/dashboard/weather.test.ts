/** The weather card's call against a real HTTP server standing in for Open-Meteo. */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { NO_COORDINATES, WEATHER_CACHE_MS } from './weather.js';

type StandIn = { reply: 'good' | 'slow' | 'error' | 'unreadable'; urls: URL[] };

const GOOD_ANSWER = {
  current: {
    time: '2026-03-02T08:00',
    temperature_2m: 7.46,
    relative_humidity_2m: 81,
    apparent_temperature: 4.12,
    weather_code: 2,
    wind_speed_10m: 14.04,
    visibility: 24140,
  },
};

async function startStandIn(standIn: StandIn): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    standIn.urls.push(new URL(request.url ?? '/', 'http://stand-in'));
    const send = (status: number, body: unknown) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (standIn.reply === 'good') send(200, GOOD_ANSWER);
    if (standIn.reply === 'slow') setTimeout(() => send(200, GOOD_ANSWER), 4_000).unref();
    if (standIn.reply === 'error') send(500, { error: true, reason: 'Internal error' });
    if (standIn.reply === 'unreadable') send(200, { current: { temperature_2m: 'warm' } });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A stream the server logs to, keeping each JSON line. */
const lineCollector = (lines: Record<string, unknown>[]) =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });

describe.each(ENGINES)('the site weather on the %s engine', (engine) => {
  const standIn: StandIn = { reply: 'good', urls: [] };
  let server: Server;
  let t: TestApp;
  let unconfigured: TestApp;
  const unconfiguredLog: Record<string, unknown>[] = [];
  let viewer: string;

  beforeAll(async () => {
    const started = await startStandIn(standIn);
    server = started.server;
    const env = { WEATHER_API_URL: started.url, SITE_LATITUDE: '46.2237', SITE_LONGITUDE: '14.6121', SITE_NAME: 'Kamnik Quarry' };
    t = await startTestApp(engine, env);
    unconfigured = await startTestApp(engine, { WEATHER_API_URL: started.url }, { log: lineCollector(unconfiguredLog) });
    viewer = await t.signInAs('viewer');
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await Promise.all([t.close(), unconfigured.close()]);
  });

  const weather = () => t.call('GET', '/api/dashboard/weather', { token: viewer });

  it('answers the current weather in C, km/h, % and km, labelled with the site name', async () => {
    standIn.reply = 'good';
    const answer = await weather();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      available: true,
      data: { temperature: 7.5, condition: 'Partly cloudy', location: 'Kamnik Quarry', windSpeed: 14, humidity: 81, visibility: 24.1, feelsLike: 4.1 },
    });
    const asked = standIn.urls.at(-1)!;
    expect(asked.pathname).toBe('/v1/forecast');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ latitude: '46.2237', longitude: '14.6121', wind_speed_unit: 'kmh' });
    expect(asked.searchParams.get('current')?.split(',')).toEqual(
      expect.arrayContaining(['temperature_2m', 'relative_humidity_2m', 'apparent_temperature', 'weather_code', 'wind_speed_10m', 'visibility']),
    );
  });

  it('keeps an answer for ten minutes before asking again', async () => {
    const asked = standIn.urls.length;
    t.clock.advance(WEATHER_CACHE_MS - 1_000);
    expect((await weather()).statusCode).toBe(200);
    expect(standIn.urls).toHaveLength(asked);
    t.clock.advance(2_000);
    expect((await weather()).statusCode).toBe(200);
    expect(standIn.urls).toHaveLength(asked + 1);
  });

  it('gives up on a slow service after three seconds with 503', async () => {
    standIn.reply = 'slow';
    t.clock.advance(WEATHER_CACHE_MS);
    const started = performance.now();
    const answer = await weather();
    const elapsed = performance.now() - started;
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ error: 'Weather data unavailable: the weather service did not answer in time', code: 'SERVICE_UNAVAILABLE' });
    expect(elapsed).toBeGreaterThanOrEqual(2_900);
    expect(elapsed).toBeLessThan(3_900);
  });

  it('answers 503 when the service answers with an error', async () => {
    standIn.reply = 'error';
    const answer = await weather();
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ error: 'Weather data unavailable: the weather service answered with status 500', code: 'SERVICE_UNAVAILABLE' });
  });

  it('answers 503 when the service’s answer cannot be read', async () => {
    standIn.reply = 'unreadable';
    const answer = await weather();
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error).toBe('Weather data unavailable: the weather service gave an answer that could not be read');
  });

  it('answers that there is no weather, without asking anybody or logging an error, when the site has no coordinates', async () => {
    standIn.reply = 'good';
    const asked = standIn.urls.length;
    const token = await unconfigured.signInAs('viewer');
    const answer = await unconfigured.call('GET', '/api/dashboard/weather', { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ available: false, data: null, reason: NO_COORDINATES });
    expect(standIn.urls).toHaveLength(asked);
    expect(unconfiguredLog.filter((line) => Number(line.level) >= 40)).toEqual([]);
  });
});
