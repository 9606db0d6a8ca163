/** The metrics other modules and the metrics plugin feed. */
export { observeRequest } from './live-figures.js';
export {
  backupFailures,
  backupLastSuccess,
  collectProcessMetrics,
  devicesHeld,
  documentChainIntact,
  documentChainPosition,
  documentChainSignature,
  importsCompleted,
  labelMetricsWithInstance,
  loginFailures,
  readerConnected,
  readerReads,
  scaleConnected,
  scaleFrames,
  scaleLiveStreams,
  scaleParseErrors,
  scaleReconnects,
  weighingsRecorded,
} from './metrics.js';
export { timeDatabaseQueries } from './query-timing.js';
