import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminUsername).toBe('admin');
    expect(config.adminPassword).toBeUndefined();
    expect(config.sessionIdleMs).toBe(12 * 3_600_000);
    expect(config.sessionMaxAgeMs).toBe(7 * 24 * 3_600_000);
    expect(config.siteTimeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SITE_TIMEZONE: 'Mars/Olympus' }, 'SITE_TIMEZONE'],
    [{ DATABASE_URL: 'mysql://localhost/site' }, 'DATABASE_URL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ SESSION_IDLE_TIMEOUT_MINUTES: '0' }, 'SESSION_IDLE_TIMEOUT_MINUTES'],
  ])('refuses %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('names the instance by host name and port unless INSTANCE_NAME says otherwise', () => {
    expect(loadConfig({ PORT: '8081' }).instanceName).toBe(`${os.hostname()}:8081`);
    expect(loadConfig({ INSTANCE_NAME: ' scale-house-2 ' }).instanceName).toBe('scale-house-2');
    expect(() => loadConfig({ INSTANCE_NAME: 'x'.repeat(101) })).toThrow('INSTANCE_NAME');
  });

  it('accepts an IANA time zone and a PostgreSQL URL', () => {
    const config = loadConfig({ SITE_TIMEZONE: 'Europe/Ljubljana', DATABASE_URL: 'postgres://site@db/weighbridge' });
    expect(config.siteTimeZone).toBe('Europe/Ljubljana');
    expect(config.databaseUrl).toBe('postgres://site@db/weighbridge');
  });

  it('keeps backups in DATA_DIR/backups unless BACKUP_DIR names a folder, and has no metrics token or dashboard by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/scale' })).toMatchObject({ backupDir: '/srv/scale/backups', metricsToken: undefined, monitoringUrl: undefined });
    expect(loadConfig({ BACKUP_DIR: '/mnt/nas/weighbridge' }).backupDir).toBe('/mnt/nas/weighbridge');
    expect(loadConfig({ MONITORING_URL: 'https://monitor.example/grafana/' }).monitoringUrl).toBe('https://monitor.example/grafana');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN: must be at least 16 characters');
    expect(() => loadConfig({ MONITORING_URL: 'grafana.local' })).toThrow('MONITORING_URL');
  });

  it('backs up daily at 02:00 and keeps 7 scheduled backups by default; refuses a schedule it cannot read', () => {
    expect(loadConfig({})).toMatchObject({ backupSchedule: { kind: 'daily', text: 'daily 02:00' }, backupRetention: 7 });
    expect(loadConfig({ BACKUP_SCHEDULE: 'off', BACKUP_RETENTION: '30' })).toMatchObject({ backupSchedule: { kind: 'off' }, backupRetention: 30 });
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'nightly' })).toThrow(
      "BACKUP_SCHEDULE: must be 'off', 'hourly', 'hourly :MM' or 'daily HH:MM' (several times separated by commas)",
    );
    expect(() => loadConfig({ BACKUP_RETENTION: '0' })).toThrow('BACKUP_RETENTION');
  });
});
