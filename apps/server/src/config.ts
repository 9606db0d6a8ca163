/** Server configuration, read from the environment once at start and validated with a plain message. */
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SCALE_CAPACITY_KG, DEFAULT_TARA_MAX_AGE_DAYS } from '@weighbridge/contract/weighing';
import { z } from 'zod';
import { BACKUP_SCHEDULE_FORMS, type BackupSchedule, parseBackupSchedule } from './lib/backup-schedule.js';

const systemTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether a name is an IANA time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const integer = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, integer(1, 65535).default(8080)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
  ),
  SITE_TIMEZONE: z.preprocess(
    emptyAsUndefined,
    z.string().refine(isTimeZone, 'must be an IANA time zone name such as Europe/Berlin').default(systemTimeZone),
  ),
  ADMIN_USERNAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(100).default('admin')),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
  SESSION_IDLE_TIMEOUT_MINUTES: z.preprocess(emptyAsUndefined, integer(1, 60 * 24 * 30).default(12 * 60)),
  SESSION_MAX_AGE_HOURS: z.preprocess(emptyAsUndefined, integer(1, 24 * 365).default(7 * 24)),
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: z.preprocess(emptyAsUndefined, integer(1, 100_000).default(50)),
  LOGIN_MAX_FAILURES_PER_USERNAME: z.preprocess(emptyAsUndefined, integer(1, 100_000).default(10)),
  LOGIN_WINDOW_MINUTES: z.preprocess(emptyAsUndefined, integer(1, 24 * 60).default(15)),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
  BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  BACKUP_SCHEDULE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('daily 02:00')
      .transform((text, context) => {
        const schedule = parseBackupSchedule(text);
        if (!schedule) context.addIssue({ code: 'custom', message: `must be ${BACKUP_SCHEDULE_FORMS}` });
        return schedule ?? z.NEVER;
      }),
  ),
  BACKUP_RETENTION: z.preprocess(emptyAsUndefined, integer(1, 10_000).default(7)),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  MONITORING_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SCALE_CAPACITY_KG: z.preprocess(emptyAsUndefined, integer(1, 10_000_000).default(DEFAULT_SCALE_CAPACITY_KG)),
  TARA_MAX_AGE_DAYS: z.preprocess(emptyAsUndefined, integer(1, 3650).default(DEFAULT_TARA_MAX_AGE_DAYS)),
  INDICATOR_OFFLINE_STOP_SECONDS: z.preprocess(emptyAsUndefined, integer(1, 86_400).default(120)),
  DOCUMENT_SIGNING_KEY: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  SITE_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(100).optional()),
  SITE_ADDRESS: z.preprocess(emptyAsUndefined, z.string().trim().max(300).optional()),
  SITE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SITE_LATITUDE: z.preprocess(emptyAsUndefined, z.coerce.number().min(-90).max(90).optional()),
  SITE_LONGITUDE: z.preprocess(emptyAsUndefined, z.coerce.number().min(-180).max(180).optional()),
  WEATHER_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default('https://api.open-meteo.com')),
  INSTANCE_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(100).optional()),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

/** The SITE_* variables a new site's first start takes in. */
export type SiteProfileDefaults = { name?: string | undefined; address?: string | undefined; publicUrl?: string | undefined; latitude?: number | undefined; longitude?: number | undefined };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** SITE_TIMEZONE, or the machine's zone; the site's zone is the database's (site/time-zone.ts). */
  siteTimeZone: string;
  /** Whether SITE_TIMEZONE was given: only then must it be the site's. */
  siteTimeZoneGiven: boolean;
  adminUsername: string;
  adminPassword: string | undefined;
  sessionIdleMs: number;
  sessionMaxAgeMs: number;
  loginMaxAttemptsPerAddress: number;
  loginMaxFailuresPerUsername: number;
  loginWindowMs: number;
  trustProxy: boolean;
  /**
   * Which of the servers sharing a database this is, in the metrics (label `instance_name`) and the
   * health check; default `<host name>:<PORT>`, unique on one machine and across machines.
   */
  instanceName: string;
  logLevel: string;
  /** Where backups are written: before a clear, on demand and on schedule. */
  backupDir: string;
  /** When the server writes a backup by itself, on the site's clock. */
  backupSchedule: BackupSchedule;
  /** How many scheduled backups are kept; older scheduled ones are deleted (never the others). */
  backupRetention: number;
  /** The bearer token of GET /metrics; undefined: the endpoint is off. */
  metricsToken: string | undefined;
  /** The external monitoring dashboard (Grafana) the monitoring page embeds; undefined: none. */
  monitoringUrl: string | undefined;
  /** The heaviest weight a scale accepts, in kg. */
  scaleCapacityKg: number;
  taraMaxAgeDays: number;
  /** How long a scale's indicator is offline or silent before the Stop Counter opens a detected stop for it. */
  indicatorOfflineStopMs: number;
  /** The secret that signs scale documents; undefined: kept in DATA_DIR (see document-signing-key.ts). */
  documentSigningKey: string | undefined;
  /**
   * What a new site is called and where it is (SITE_NAME, SITE_ADDRESS, SITE_URL, SITE_LATITUDE and
   * SITE_LONGITUDE): taken in at the first start only; after that the System page keeps them (site/profile.ts).
   */
  siteDefaults: SiteProfileDefaults;
  /** Where the site's weather comes from. */
  weatherApiUrl: string;
};

export class ConfigError extends Error {}

/** Reads the configuration; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    siteTimeZone: e.SITE_TIMEZONE,
    siteTimeZoneGiven: emptyAsUndefined(env.SITE_TIMEZONE) !== undefined,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    sessionIdleMs: e.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
    sessionMaxAgeMs: e.SESSION_MAX_AGE_HOURS * 3_600_000,
    loginMaxAttemptsPerAddress: e.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
    loginMaxFailuresPerUsername: e.LOGIN_MAX_FAILURES_PER_USERNAME,
    loginWindowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    trustProxy: e.TRUST_PROXY === 'true',
    instanceName: e.INSTANCE_NAME ?? `${os.hostname()}:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'),
    backupSchedule: e.BACKUP_SCHEDULE,
    backupRetention: e.BACKUP_RETENTION,
    metricsToken: e.METRICS_TOKEN,
    monitoringUrl: e.MONITORING_URL?.replace(/\/+$/, ''),
    scaleCapacityKg: e.SCALE_CAPACITY_KG,
    taraMaxAgeDays: e.TARA_MAX_AGE_DAYS,
    indicatorOfflineStopMs: e.INDICATOR_OFFLINE_STOP_SECONDS * 1000,
    documentSigningKey: e.DOCUMENT_SIGNING_KEY,
    siteDefaults: {
      name: e.SITE_NAME,
      address: e.SITE_ADDRESS,
      publicUrl: e.SITE_URL?.replace(/\/+$/, ''),
      latitude: e.SITE_LATITUDE,
      longitude: e.SITE_LONGITUDE,
    },
    weatherApiUrl: e.WEATHER_API_URL,
  };
}
