/**
 * The texts of the project timeline (spec part 2 section 2): the roadmap page, its stages, the technology
 * stack and the project documents' page. The documents themselves are the server's markdown, in English.
 */
import { PROJECT_DOCUMENT_NOT_FOUND, PROJECT_DOCUMENTS } from '@weighbridge/contract/project-documents';
import { defineMessage, defineMessages } from 'react-intl';
import { type TextDescriptor, textMessages } from '../../lib/contract-messages';

export const pageMessages = defineMessages({
  title: { id: 'timeline.page.title', defaultMessage: 'Starmining Operations Dashboard' },
  subtitle: { id: 'timeline.page.subtitle', defaultMessage: 'Implementation roadmap and project status' },
  overallProgress: { id: 'timeline.page.overallProgress', defaultMessage: 'Overall Progress' },
  overallProgressLabel: { id: 'timeline.page.overallProgressLabel', defaultMessage: 'Overall progress' },
  roadmap: { id: 'timeline.page.roadmap', defaultMessage: 'Three-Stage Implementation Roadmap' },
  version: { id: 'timeline.page.version', defaultMessage: 'Version 1.0 - October 2025' },
});

export const percentMessage = defineMessage<{ percent: number }>({ id: 'timeline.percent', defaultMessage: '{percent}%' });

export const summaryMessages = {
  completionRate: defineMessage<{ percent: number }>({ id: 'timeline.summary.completionRate', defaultMessage: '{percent}% completion rate' }),
  stageOf: defineMessage<{ stage: number; stages: number }>({ id: 'timeline.summary.stageOf', defaultMessage: '{stage} of {stages}' }),
  ...defineMessages({
    modulesCompleted: { id: 'timeline.summary.modulesCompleted', defaultMessage: 'Modules Completed' },
    apiEndpoints: { id: 'timeline.summary.apiEndpoints', defaultMessage: 'API Endpoints' },
    apiEndpointsNote: { id: 'timeline.summary.apiEndpointsNote', defaultMessage: 'REST API for every module' },
    databaseTables: { id: 'timeline.summary.databaseTables', defaultMessage: 'Database Tables' },
    databaseTablesNote: { id: 'timeline.summary.databaseTablesNote', defaultMessage: '30+ optimized indexes' },
    currentStage: { id: 'timeline.summary.currentStage', defaultMessage: 'Current Stage' },
    currentStageNote: { id: 'timeline.summary.currentStageNote', defaultMessage: 'Foundation in progress' },
  }),
};

export const stageMessages = {
  progress: defineMessage<{ stage: string }>({ id: 'timeline.stage.progress', defaultMessage: '{stage} progress' }),
  ...defineMessages({
    timeline: { id: 'timeline.stage.timeline', defaultMessage: 'Timeline' },
    investment: { id: 'timeline.stage.investment', defaultMessage: 'Investment' },
    roi: { id: 'timeline.stage.roi', defaultMessage: 'ROI' },
    modules: { id: 'timeline.stage.modules', defaultMessage: 'Modules' },
    keyDeliverables: { id: 'timeline.stage.keyDeliverables', defaultMessage: 'Key Deliverables' },
    nextMilestone: { id: 'timeline.stage.nextMilestone', defaultMessage: 'Next Milestone' },
    inProgress: { id: 'timeline.stage.inProgress', defaultMessage: 'In Progress' },
    planned: { id: 'timeline.stage.planned', defaultMessage: 'Planned' },
    completed: { id: 'timeline.stage.completed', defaultMessage: 'Completed' },
    toBeConfirmed: { id: 'timeline.stage.toBeConfirmed', defaultMessage: 'To be confirmed' },
  }),
};

/** The roadmap's own words: its stages, their modules, features, deliverables and milestones. */
export const roadmapMessages = defineMessages({
  stage1Title: { id: 'timeline.roadmap.stage1Title', defaultMessage: 'Stage 1: Foundation & Scale Operations' },
  stage1Subtitle: { id: 'timeline.roadmap.stage1Subtitle', defaultMessage: 'Digital weighbridge, master data, reports and administration' },
  signIn: { id: 'timeline.roadmap.signIn', defaultMessage: 'Sign-in & Access Control' },
  secureSessions: { id: 'timeline.roadmap.secureSessions', defaultMessage: 'Secure sessions' },
  rolesAndPermissions: { id: 'timeline.roadmap.rolesAndPermissions', defaultMessage: 'Roles and permissions' },
  auditTrail: { id: 'timeline.roadmap.auditTrail', defaultMessage: 'Audit trail' },
  weighingStation: { id: 'timeline.roadmap.weighingStation', defaultMessage: 'Weighing Station' },
  taraAndLoad: { id: 'timeline.roadmap.taraAndLoad', defaultMessage: 'Tara and load weighings' },
  liveNetWeight: { id: 'timeline.roadmap.liveNetWeight', defaultMessage: 'Live net weight' },
  rfidCardNumber: { id: 'timeline.roadmap.rfidCardNumber', defaultMessage: 'RFID card number' },
  scaleDocuments: { id: 'timeline.roadmap.scaleDocuments', defaultMessage: 'Scale Documents' },
  weighingHistory: { id: 'timeline.roadmap.weighingHistory', defaultMessage: 'Weighing history' },
  searchAndFilters: { id: 'timeline.roadmap.searchAndFilters', defaultMessage: 'Search and filters' },
  documentDetails: { id: 'timeline.roadmap.documentDetails', defaultMessage: 'Document details' },
  fleetManagement: { id: 'timeline.roadmap.fleetManagement', defaultMessage: 'Fleet Management' },
  vehicleRecords: { id: 'timeline.roadmap.vehicleRecords', defaultMessage: 'Vehicle records' },
  statusTracking: { id: 'timeline.roadmap.statusTracking', defaultMessage: 'Status tracking' },
  tareHistory: { id: 'timeline.roadmap.tareHistory', defaultMessage: 'Tare history' },
  driverManagement: { id: 'timeline.roadmap.driverManagement', defaultMessage: 'Driver Management' },
  driverRecords: { id: 'timeline.roadmap.driverRecords', defaultMessage: 'Driver records' },
  licences: { id: 'timeline.roadmap.licences', defaultMessage: 'Licences' },
  emergencyContacts: { id: 'timeline.roadmap.emergencyContacts', defaultMessage: 'Emergency contacts' },
  materialsAndAreas: { id: 'timeline.roadmap.materialsAndAreas', defaultMessage: 'Materials & Drilling Areas' },
  materialsCatalogue: { id: 'timeline.roadmap.materialsCatalogue', defaultMessage: 'Materials catalogue' },
  loadingAreas: { id: 'timeline.roadmap.loadingAreas', defaultMessage: 'Loading areas' },
  polygons: { id: 'timeline.roadmap.polygons', defaultMessage: 'Polygons' },
  reportsAndAnalytics: { id: 'timeline.roadmap.reportsAndAnalytics', defaultMessage: 'Reports & Analytics' },
  summaryReport: { id: 'timeline.roadmap.summaryReport', defaultMessage: 'Summary report' },
  materialReports: { id: 'timeline.roadmap.materialReports', defaultMessage: 'Monthly and annual material reports' },
  trends: { id: 'timeline.roadmap.trends', defaultMessage: 'Trends' },
  excelImport: { id: 'timeline.roadmap.excelImport', defaultMessage: 'Excel Data Import' },
  masterDataImport: { id: 'timeline.roadmap.masterDataImport', defaultMessage: 'Master data import' },
  historicalWeighings: { id: 'timeline.roadmap.historicalWeighings', defaultMessage: 'Historical weighings' },
  rowErrorReport: { id: 'timeline.roadmap.rowErrorReport', defaultMessage: 'Row-level error report' },
  hseModule: { id: 'timeline.roadmap.hseModule', defaultMessage: 'HSE Module' },
  incidentReports: { id: 'timeline.roadmap.incidentReports', defaultMessage: 'Incident reports' },
  safetyInspections: { id: 'timeline.roadmap.safetyInspections', defaultMessage: 'Safety inspections' },
  correctiveActions: { id: 'timeline.roadmap.correctiveActions', defaultMessage: 'Corrective actions' },
  drillingModule: { id: 'timeline.roadmap.drillingModule', defaultMessage: 'Drilling Module' },
  annualDrillingPlan: { id: 'timeline.roadmap.annualDrillingPlan', defaultMessage: 'Annual drilling plan' },
  drillingOperations: { id: 'timeline.roadmap.drillingOperations', defaultMessage: 'Drilling operations' },
  planVsActual: { id: 'timeline.roadmap.planVsActual', defaultMessage: 'Plan vs actual' },
  stage1Deliverable1: { id: 'timeline.roadmap.stage1Deliverable1', defaultMessage: 'Web application for weighbridge operators and office staff' },
  stage1Deliverable2: { id: 'timeline.roadmap.stage1Deliverable2', defaultMessage: 'Scale documents with net material weight for every load' },
  stage1Deliverable3: { id: 'timeline.roadmap.stage1Deliverable3', defaultMessage: 'Master data for vehicles, drivers, materials, areas and stations' },
  stage1Deliverable4: { id: 'timeline.roadmap.stage1Deliverable4', defaultMessage: 'Dashboard, reports and Excel import of historical data' },
  stage1Deliverable5: { id: 'timeline.roadmap.stage1Deliverable5', defaultMessage: 'Database and monitoring settings for administrators' },
  stage1Milestone: { id: 'timeline.roadmap.stage1Milestone', defaultMessage: 'HSE module release (Q4 2025)' },
  stage2Title: { id: 'timeline.roadmap.stage2Title', defaultMessage: 'Stage 2: Hardware Integration' },
  stage2Subtitle: { id: 'timeline.roadmap.stage2Subtitle', defaultMessage: 'Scales, readers and downtime counters connected to the platform' },
  scaleHardware: { id: 'timeline.roadmap.scaleHardware', defaultMessage: 'Scale Hardware Integration' },
  indicators: { id: 'timeline.roadmap.indicators', defaultMessage: 'Serial, TCP/IP and USB indicators' },
  stableCapture: { id: 'timeline.roadmap.stableCapture', defaultMessage: 'Stable-weight capture' },
  calibrationRecords: { id: 'timeline.roadmap.calibrationRecords', defaultMessage: 'Calibration records' },
  readers: { id: 'timeline.roadmap.readers', defaultMessage: 'RFID & Barcode Readers' },
  vehicleIdentification: { id: 'timeline.roadmap.vehicleIdentification', defaultMessage: 'Automatic vehicle identification' },
  cardManagement: { id: 'timeline.roadmap.cardManagement', defaultMessage: 'Card management' },
  readerHealth: { id: 'timeline.roadmap.readerHealth', defaultMessage: 'Reader health' },
  stopCounters: { id: 'timeline.roadmap.stopCounters', defaultMessage: 'Stop Counters' },
  downtimeByReason: { id: 'timeline.roadmap.downtimeByReason', defaultMessage: 'Downtime by reason' },
  availability: { id: 'timeline.roadmap.availability', defaultMessage: 'Availability' },
  lostCapacity: { id: 'timeline.roadmap.lostCapacity', defaultMessage: 'Lost capacity' },
  productionAndPlanning: { id: 'timeline.roadmap.productionAndPlanning', defaultMessage: 'Production & Planning' },
  crushPlan: { id: 'timeline.roadmap.crushPlan', defaultMessage: 'Crush plan and operations' },
  productionPlans: { id: 'timeline.roadmap.productionPlans', defaultMessage: 'Production and personnel plans' },
  stage2Deliverable1: { id: 'timeline.roadmap.stage2Deliverable1', defaultMessage: 'Weights read directly from the scale indicator, without typing' },
  stage2Deliverable2: { id: 'timeline.roadmap.stage2Deliverable2', defaultMessage: 'Vehicles identified by RFID card on arrival' },
  stage2Deliverable3: { id: 'timeline.roadmap.stage2Deliverable3', defaultMessage: 'Downtime of scales, vehicles, rigs and plant recorded by reason' },
  stage2Deliverable4: { id: 'timeline.roadmap.stage2Deliverable4', defaultMessage: 'Production and planning modules live' },
  stage2Milestone: { id: 'timeline.roadmap.stage2Milestone', defaultMessage: 'First weighbridge connected to its scale indicator (Q1 2026)' },
  stage3Title: { id: 'timeline.roadmap.stage3Title', defaultMessage: 'Stage 3: AI Operations Assistant' },
  stage3Subtitle: { id: 'timeline.roadmap.stage3Subtitle', defaultMessage: 'Answers, forecasts and alerts from the site’s own data' },
  assistant: { id: 'timeline.roadmap.assistant', defaultMessage: 'AI Operations Assistant' },
  plainQuestions: { id: 'timeline.roadmap.plainQuestions', defaultMessage: 'Questions in plain language' },
  tonnageForecasts: { id: 'timeline.roadmap.tonnageForecasts', defaultMessage: 'Tonnage forecasts' },
  anomalyAlerts: { id: 'timeline.roadmap.anomalyAlerts', defaultMessage: 'Anomaly alerts' },
  stage3Deliverable1: { id: 'timeline.roadmap.stage3Deliverable1', defaultMessage: 'Assistant that answers questions about weighings, fleet and production' },
  stage3Deliverable2: { id: 'timeline.roadmap.stage3Deliverable2', defaultMessage: 'Forecasts of tonnage per material and month' },
  stage3Deliverable3: { id: 'timeline.roadmap.stage3Deliverable3', defaultMessage: 'Alerts for unusual weights, trips and downtime' },
  stage3Milestone: { id: 'timeline.roadmap.stage3Milestone', defaultMessage: 'Assistant pilot with the site management team' },
});

export const technologyMessages = defineMessages({
  title: { id: 'timeline.technology.title', defaultMessage: 'Technology Stack' },
  backend: { id: 'timeline.technology.backend', defaultMessage: 'Backend' },
  frontend: { id: 'timeline.technology.frontend', defaultMessage: 'Frontend' },
  infrastructure: { id: 'timeline.technology.infrastructure', defaultMessage: 'Infrastructure' },
  postgresqlServer: { id: 'timeline.technology.postgresqlServer', defaultMessage: 'PostgreSQL server' },
  prometheusMetrics: { id: 'timeline.technology.prometheusMetrics', defaultMessage: 'Prometheus metrics' },
  monitoringDashboards: { id: 'timeline.technology.monitoringDashboards', defaultMessage: 'Monitoring dashboards' },
  webServer: { id: 'timeline.technology.webServer', defaultMessage: 'Web server with access control' },
  browserTests: { id: 'timeline.technology.browserTests', defaultMessage: 'Playwright browser tests' },
});

export const documentMessages = defineMessages({
  title: { id: 'timeline.documents.title', defaultMessage: 'Project Documents' },
  newTab: { id: 'timeline.documents.newTab', defaultMessage: '(opens in a new tab)' },
  back: { id: 'timeline.documents.back', defaultMessage: 'Back to Timeline & Roadmap' },
  loadFailed: { id: 'timeline.documents.loadFailed', defaultMessage: 'Failed to load the document' },
  notLoaded: { id: 'timeline.documents.notLoaded', defaultMessage: 'The document could not be loaded.' },
});

/** The contract's texts of the documents: the refusal of an unknown one, and each one's title and description. */
const documentTexts = [
  textMessages('timeline.document', { notFound: PROJECT_DOCUMENT_NOT_FOUND }),
  ...PROJECT_DOCUMENTS.map((document) => textMessages(`timeline.document.${document.slug}`, { title: document.title, description: document.description })),
];

/** Shown through useKnownTexts: `timeline.document.architecture.title` is 'Architecture'. */
export const projectDocumentMessages: Readonly<Record<string, TextDescriptor>> = Object.fromEntries(
  documentTexts.flatMap((texts) => Object.values(texts).map((message) => [message.id, message])),
);
