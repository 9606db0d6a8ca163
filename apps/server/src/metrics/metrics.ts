/**
 * The server's Prometheus metrics, in one registry that GET /metrics and GET /api/monitoring/metrics
 * expose. A process runs one application, so the metrics are the process's (labelled with its
 * INSTANCE_NAME where several share a database): services count their events
 * with a one-line call, e.g. `weighingsRecorded.inc({ kind: 'load' })`.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

export const httpRequests = new Counter({
  name: 'weighbridge_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: 'weighbridge_http_request_duration_seconds',
  help: 'Time from receiving an HTTP request to answering it, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const dbQueryDuration = new Histogram({
  name: 'weighbridge_db_query_duration_seconds',
  help: 'Time the database took to answer a query, by kind of statement',
  labelNames: ['operation'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers,
});

export const weighingsRecorded = new Counter({
  name: 'weighbridge_weighings_recorded_total',
  help: 'Weighings recorded: tara (empty) weighings and load weighings, each load issuing a scale document',
  labelNames: ['kind'] as const,
  registers,
});

export const importsCompleted = new Counter({
  name: 'weighbridge_imports_total',
  help: 'Excel imports of scale documents, by outcome',
  labelNames: ['outcome'] as const,
  registers,
});

export const loginFailures = new Counter({
  name: 'weighbridge_login_failures_total',
  help: 'Refused sign-ins: a wrong username or password, or too many attempts',
  labelNames: ['reason'] as const,
  registers,
});

/** Scale indicators and card readers, by id (label `scale` or `reader`): a handful per site. */
export const scaleFrames = new Counter({
  name: 'weighbridge_scale_frames_total',
  help: 'Frames read from a scale indicator',
  labelNames: ['scale'] as const,
  registers,
});

export const scaleParseErrors = new Counter({
  name: 'weighbridge_scale_parse_errors_total',
  help: 'Bytes from a scale indicator that were not a frame it could read, skipped',
  labelNames: ['scale'] as const,
  registers,
});

export const scaleReconnects = new Counter({
  name: 'weighbridge_scale_reconnects_total',
  help: 'Attempts to connect to a scale indicator again after its connection failed or ended',
  labelNames: ['scale'] as const,
  registers,
});

export const scaleConnected = new Gauge({
  name: 'weighbridge_scale_connected',
  help: '1 while the server is connected to the scale indicator, else 0',
  labelNames: ['scale'] as const,
  registers,
});

export const scaleLiveStreams = new Gauge({
  name: 'weighbridge_scale_live_streams',
  help: 'Live streams of a scale open now (weighing pages following it)',
  labelNames: ['scale'] as const,
  registers,
});

export const readerReads = new Counter({
  name: 'weighbridge_reader_reads_total',
  help: 'Card reads at a reader that counted (the same card again within the repeat window counts once)',
  labelNames: ['reader'] as const,
  registers,
});

export const readerConnected = new Gauge({
  name: 'weighbridge_reader_connected',
  help: '1 while the server is connected to the card reader, else 0',
  labelNames: ['reader'] as const,
  registers,
});

/**
 * The scales and readers this instance holds (label `kind`: scale or reader): with several instances on one
 * PostgreSQL database each device is held by one, and only its holder's device series above move.
 */
export const devicesHeld = new Gauge({
  name: 'weighbridge_devices_held',
  help: 'Scale indicators and card readers this instance holds and talks to',
  labelNames: ['kind'] as const,
  registers,
});

/** Backups written on demand (label `reason` manual) and by the schedule (scheduled). */
export const backupLastSuccess = new Gauge({
  name: 'weighbridge_backup_last_success_timestamp_seconds',
  help: 'When the last backup was written successfully (Unix time), by reason; the scheduled one as the database records it, whichever server took it',
  labelNames: ['reason'] as const,
  registers,
});

export const backupFailures = new Counter({
  name: 'weighbridge_backup_failures_total',
  help: 'Backups this server failed to write, by reason (manual or scheduled)',
  labelNames: ['reason'] as const,
  registers,
});

/**
 * The chain of ticket signatures as this server last checked it. Prometheus keeps its head over time,
 * outside the database: an auditor compares the place and the signature it recorded at any moment with
 * the link the database holds there. The signature is given by its first 48 bits (12 hex digits), which a
 * float holds exactly.
 */
export const documentChainPosition = new Gauge({
  name: 'weighbridge_document_chain_head_position',
  help: 'The place of the last link of the ticket signature chain (documents and their amendments)',
  registers,
});

export const documentChainSignature = new Gauge({
  name: 'weighbridge_document_chain_head_signature_prefix',
  help: "The first 48 bits of the last link's signature, as a number (hex: its first 12 digits)",
  registers,
});

export const documentChainIntact = new Gauge({
  name: 'weighbridge_document_chain_intact',
  help: '1 when the last check found every link and anchor in place, 0 when it found the chain broken or cut short',
  registers,
});

// Series that exist from the start read 0 instead of missing, so rates and alerts work before the first event.
for (const kind of ['tara', 'load']) weighingsRecorded.inc({ kind }, 0);
for (const outcome of ['completed', 'failed']) importsCompleted.inc({ outcome }, 0);
for (const reason of ['invalid_credentials', 'throttled']) loginFailures.inc({ reason }, 0);
for (const reason of ['manual', 'scheduled']) backupFailures.inc({ reason }, 0);

/**
 * Labels every series with the server it comes from, so that the figures of several servers on one
 * database stay apart. Not `instance`: Prometheus sets that one itself, to the address it scraped.
 */
export function labelMetricsWithInstance(instanceName: string): void {
  metricsRegistry.setDefaultLabels({ instance_name: instanceName });
}

let processMetricsStarted = false;

/** Process and event-loop metrics (CPU, memory, handles, event-loop lag, garbage collection), started once. */
export function collectProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
