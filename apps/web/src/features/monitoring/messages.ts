/** The texts of the System Monitoring page (spec part 2 sections 2 and 9). */
import { defineMessage, defineMessages } from 'react-intl';

export const pageMessages = {
  dashboardTitle: defineMessage<{ tab: string }>({ id: 'monitoring.page.dashboardTitle', defaultMessage: '{tab} dashboard' }),
  ...defineMessages({
    title: { id: 'monitoring.page.title', defaultMessage: 'System Monitoring' },
    openFull: { id: 'monitoring.page.openFull', defaultMessage: 'Open Full Dashboard' },
    authenticationTitle: { id: 'monitoring.page.authenticationTitle', defaultMessage: 'Two-layer authentication' },
    authenticationText: {
      id: 'monitoring.page.authenticationText',
      defaultMessage:
        "The dashboards ask for the web server''s credentials first, then for the monitoring login; Prometheus asks only for the web server''s credentials. If a dashboard does not load here, use ''Open Full Dashboard'' and authenticate there.",
    },
    notLoaded: {
      id: 'monitoring.page.notLoaded',
      defaultMessage: "The dashboard did not load. Use ''Open Full Dashboard'' and authenticate, then come back to this page.",
    },
  }),
};

export const tabMessages = defineMessages({
  overview: { id: 'monitoring.tab.overview', defaultMessage: 'Overview' },
  database: { id: 'monitoring.tab.database', defaultMessage: 'Database' },
  performance: { id: 'monitoring.tab.performance', defaultMessage: 'Performance' },
  prometheus: { id: 'monitoring.tab.prometheus', defaultMessage: 'Prometheus' },
});

export const liveMessages = {
  intro: defineMessage<{ time: string }>({
    id: 'monitoring.live.intro',
    defaultMessage: 'Figures of this server over the last minute and charts of the last ten minutes, refreshed every 10 seconds. Updated {time}.',
  }),
  engine: defineMessage<{ engine: string }>({ id: 'monitoring.live.engine', defaultMessage: 'Engine: {engine}' }),
  weighingsToday: defineMessage<{ tara: string; load: string }>({ id: 'monitoring.live.weighingsTodayValue', defaultMessage: '{tara} tara · {load} load' }),
  memory: defineMessage<{ mb: string }>({ id: 'monitoring.live.memoryValue', defaultMessage: '{mb} MB' }),
  ...defineMessages({
    failed: { id: 'monitoring.live.failed', defaultMessage: 'Failed to load the monitoring figures' },
  }),
};

export const engineMessages = defineMessages({
  embedded: { id: 'monitoring.engine.embedded', defaultMessage: 'Embedded (PGlite)' },
  postgres: { id: 'monitoring.engine.postgres', defaultMessage: 'PostgreSQL server' },
});

/** The names of the charts, their lines and the figure cards. */
export const figureMessages = defineMessages({
  activity: { id: 'monitoring.figure.activity', defaultMessage: 'Activity' },
  responseTime: { id: 'monitoring.figure.responseTime', defaultMessage: 'Response time' },
  queryTime: { id: 'monitoring.figure.queryTime', defaultMessage: 'Query time' },
  queriesPerSecond: { id: 'monitoring.figure.queriesPerSecond', defaultMessage: 'Queries per second' },
  databaseQueriesPerSecond: { id: 'monitoring.figure.databaseQueriesPerSecond', defaultMessage: 'Database queries per second' },
  requestsPerSecond: { id: 'monitoring.figure.requestsPerSecond', defaultMessage: 'Requests per second' },
  serverErrors: { id: 'monitoring.figure.serverErrors', defaultMessage: 'Server errors (%)' },
  errorRate: { id: 'monitoring.figure.errorRate', defaultMessage: 'Error rate' },
  weighingsToday: { id: 'monitoring.figure.weighingsToday', defaultMessage: 'Weighings today' },
  responseTimeP50: { id: 'monitoring.figure.responseTimeP50', defaultMessage: 'Response time (p50)' },
  responseTimeP95: { id: 'monitoring.figure.responseTimeP95', defaultMessage: 'Response time (p95)' },
  responseTimeP99: { id: 'monitoring.figure.responseTimeP99', defaultMessage: 'Response time (p99)' },
  queryTimeP50: { id: 'monitoring.figure.queryTimeP50', defaultMessage: 'Query time (p50)' },
  queryTimeP95: { id: 'monitoring.figure.queryTimeP95', defaultMessage: 'Query time (p95)' },
  queryTimeP99: { id: 'monitoring.figure.queryTimeP99', defaultMessage: 'Query time (p99)' },
  memory: { id: 'monitoring.figure.memory', defaultMessage: 'Memory in use' },
  uptime: { id: 'monitoring.figure.uptime', defaultMessage: 'Uptime' },
});

export const prometheusMessages = defineMessages({
  failed: { id: 'monitoring.prometheus.failed', defaultMessage: 'Failed to load the metrics' },
  text: {
    id: 'monitoring.prometheus.text',
    defaultMessage: 'The metrics a Prometheus server scrapes from /metrics with the bearer token METRICS_TOKEN.',
  },
  label: { id: 'monitoring.prometheus.label', defaultMessage: 'Prometheus metrics' },
});
