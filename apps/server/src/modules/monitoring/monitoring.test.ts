import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { valueOf } from '../../test/metrics-text.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const METRICS_TOKEN = 'prometheus-scrape-token-0123456789';

describe.each(ENGINES)('monitoring on the %s engine', (engine) => {
  let t: TestApp;
  let site: Site;
  beforeAll(async () => {
    t = await startTestApp(engine, { METRICS_TOKEN, MONITORING_URL: 'https://monitor.quarry.example/grafana/', INSTANCE_NAME: `scale-house-${engine}` });
    site = await makeSite(t);
  });
  afterAll(async () => t.close());
  // Live figures belong to the process: each engine's runs take their own stretch of (fake) time.
  const origin = Date.parse('2030-01-01T10:00:00Z') + ENGINES.indexOf(engine) * 10 * 86_400_000;
  const at = (seconds: number) => new Date(origin + seconds * 1000);
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const scrape = async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  it('answers Prometheus at /metrics only with the bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', `Basic ${METRICS_TOKEN}`]) {
      const refused = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
    const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'weighbridge_http_requests_total',
      'weighbridge_http_request_duration_seconds',
      'weighbridge_db_query_duration_seconds',
      'weighbridge_weighings_recorded_total',
      'weighbridge_imports_total',
      'weighbridge_login_failures_total',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(answer.body).toContain(`# TYPE ${name} `);
    }
  });

  it('labels every series with the instance that measured it', async () => {
    const series = (await scrape()).split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(series.length).toBeGreaterThan(50);
    expect(series.filter((line) => !line.includes(`instance_name="scale-house-${engine}"`))).toEqual([]);
    expect(series).toContainEqual(expect.stringMatching(/^weighbridge_weighings_recorded_total\{kind="load",instance_name="scale-house-\w+"\} /));
  });

  it('labels requests with the route pattern and status, not the address asked for', async () => {
    await t.call('GET', `/api/materials/${site.materialId}`, { token: site.adminToken });
    await t.call('GET', '/api/no-such-thing/42', { token: site.adminToken });
    const text = await scrape();
    expect(valueOf(text, 'weighbridge_http_requests_total{method="GET",route="/api/materials/:material_id",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'weighbridge_http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/api/materials/${site.materialId}"`);
    expect(text).not.toContain('no-such-thing');
  });

  it('counts database queries, weighings once each (not their retries) and failed sign-ins', async () => {
    const before = await scrape();
    const headers = { authorization: `Bearer ${site.adminToken}`, 'idempotency-key': `load-${site.vehicleId}` };
    await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: 12000, rfidCardNumber: null } });
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/scale-documents/record-load', headers, payload: loadBody(site, 30000) });
      expect(answer.statusCode).toBe(201);
    }
    await t.call('POST', '/api/auth/login', { body: { username: 'nobody', password: 'not-the-password' } });
    const after = await scrape();
    const grew = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(grew('weighbridge_weighings_recorded_total{kind="tara"}')).toBe(1);
    expect(grew('weighbridge_weighings_recorded_total{kind="load"}')).toBe(1);
    expect(grew('weighbridge_login_failures_total{reason="invalid_credentials"}')).toBe(1);
    expect(grew('weighbridge_db_query_duration_seconds_count{operation="insert"}')).toBeGreaterThanOrEqual(3);
    expect(grew('weighbridge_db_query_duration_seconds_count{operation="select"}')).toBeGreaterThan(0);
  });

  it('shows the metrics to administrators only, at /api/monitoring/metrics', async () => {
    const answer = await t.call('GET', '/api/monitoring/metrics', { token: site.adminToken });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('# TYPE weighbridge_http_requests_total counter');
    const supervisor = await t.signInAs('supervisor');
    for (const url of ['/api/monitoring/metrics', '/api/monitoring/summary', '/api/monitoring/dashboards']) {
      expect((await t.call('GET', url, { token: supervisor })).statusCode).toBe(403);
    }
  });

  it('sums up the last periods of requests and queries, and the day’s weighings', async () => {
    vi.spyOn(process, 'uptime').mockReturnValue(3600);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(1));
    for (let index = 0; index < 5; index++) await t.call('GET', '/api/materials', { token: site.adminToken });
    vi.setSystemTime(at(12));
    const answer = await t.call('GET', '/api/monitoring/summary', { token: site.adminToken });
    expect(answer.statusCode, answer.body).toBe(200);
    const summary = answer.json();
    expect(summary.periodSeconds).toBe(10);
    expect(summary.series).toHaveLength(60);
    const last = summary.series.at(-1);
    expect(last.at).toBe(at(0).toISOString());
    // Five requests in the ten seconds; none failed.
    expect(last.requestsPerSecond).toBe(0.5);
    expect(last.errorRate).toBe(0);
    expect(last.latencyMs.p50).toBeGreaterThan(0);
    expect(last.queriesPerSecond).toBeGreaterThan(0);
    expect(summary.lastMinute.requestsPerSecond).toBeCloseTo(5 / 60, 2);
    expect(summary.series[0].latencyMs).toEqual({ p50: null, p95: null, p99: null });
    expect(summary.weighingsToday).toEqual({ tara: 1, load: 1 });
    expect(summary.server).toMatchObject({ engine, uptimeSeconds: expect.any(Number), heapUsedMb: expect.any(Number) });
  });

  it('charts only the periods since the server started', async () => {
    vi.spyOn(process, 'uptime').mockReturnValue(25);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(86_400 + 1));
    for (let index = 0; index < 5; index++) await t.call('GET', '/api/materials', { token: site.adminToken });
    vi.setSystemTime(at(86_400 + 12));
    const summary = (await t.call('GET', '/api/monitoring/summary', { token: site.adminToken })).json();
    expect(summary.series.map((point: { at: string }) => point.at)).toEqual([-20, -10, 0].map((seconds) => at(86_400 + seconds).toISOString()));
    expect(summary.lastMinute.requestsPerSecond).toBe(0.17);
  });

  it('names the external dashboards and lets pages embed them', async () => {
    const answer = await t.call('GET', '/api/monitoring/dashboards', { token: site.adminToken });
    expect(answer.json().dashboards.database).toEqual({
      embedUrl: 'https://monitor.quarry.example/grafana/d/weighbridge-database/?orgId=1&refresh=10s&kiosk',
      openUrl: 'https://monitor.quarry.example/grafana/d/weighbridge-database/?orgId=1&refresh=10s',
    });
    expect(answer.headers['content-security-policy']).toContain("frame-src 'self' https://monitor.quarry.example");
  });
});

describe('monitoring without a metrics token or an external dashboard', () => {
  it('keeps /metrics off and names no dashboard', async () => {
    const t = await startTestApp('embedded');
    try {
      const token = await t.signInAs('admin');
      const metrics = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all-here' } });
      expect(metrics.statusCode).toBe(404);
      const answer = await t.call('GET', '/api/monitoring/dashboards', { token });
      expect(answer.json()).toEqual({ dashboards: null });
      expect(answer.headers['content-security-policy']).not.toContain('frame-src');
    } finally {
      await t.close();
    }
  });
});
