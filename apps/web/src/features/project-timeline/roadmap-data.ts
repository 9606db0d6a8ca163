/**
 * The static figures of the roadmap page (spec part 2 section 2). The spec gives the headline figures;
 * it does not give stage investment or ROI, so those read 'To be confirmed'. Words are messages
 * (messages.ts); the quarters and the technologies' names read alike in every language.
 */
import { pagePath } from '@weighbridge/contract/page-paths';
import type { TextDescriptor } from '../../lib/contract-messages';
import { roadmapMessages as roadmap, stageMessages, technologyMessages as technology } from './messages';

export const ROADMAP = {
  overallProgress: 60,
  modulesCompleted: 8,
  modulesTotal: 15,
  apiEndpoints: 50,
  databaseTables: 14,
  currentStage: 1,
  stagesTotal: 3,
} as const;

export type StageStatus = 'in_progress' | 'planned';
export type RoadmapModuleStatus = 'completed' | 'planned';

export type RoadmapModule = { name: TextDescriptor; status: RoadmapModuleStatus; features: readonly TextDescriptor[] };

export type RoadmapStage = {
  id: number;
  title: TextDescriptor;
  subtitle: TextDescriptor;
  status: StageStatus;
  timeline: string;
  investment: TextDescriptor;
  roi: TextDescriptor;
  progress: number;
  modules: readonly RoadmapModule[];
  deliverables: readonly TextDescriptor[];
  nextMilestone: TextDescriptor;
};

const TO_BE_CONFIRMED = stageMessages.toBeConfirmed;

export const ROADMAP_STAGES: readonly RoadmapStage[] = [
  {
    id: 1,
    title: roadmap.stage1Title,
    subtitle: roadmap.stage1Subtitle,
    status: 'in_progress',
    timeline: 'Q3 2025 – Q1 2026',
    investment: TO_BE_CONFIRMED,
    roi: TO_BE_CONFIRMED,
    progress: 80,
    modules: [
      { name: roadmap.signIn, status: 'completed', features: [roadmap.secureSessions, roadmap.rolesAndPermissions, roadmap.auditTrail] },
      { name: roadmap.weighingStation, status: 'completed', features: [roadmap.taraAndLoad, roadmap.liveNetWeight, roadmap.rfidCardNumber] },
      { name: roadmap.scaleDocuments, status: 'completed', features: [roadmap.weighingHistory, roadmap.searchAndFilters, roadmap.documentDetails] },
      { name: roadmap.fleetManagement, status: 'completed', features: [roadmap.vehicleRecords, roadmap.statusTracking, roadmap.tareHistory] },
      { name: roadmap.driverManagement, status: 'completed', features: [roadmap.driverRecords, roadmap.licences, roadmap.emergencyContacts] },
      { name: roadmap.materialsAndAreas, status: 'completed', features: [roadmap.materialsCatalogue, roadmap.loadingAreas, roadmap.polygons] },
      { name: roadmap.reportsAndAnalytics, status: 'completed', features: [roadmap.summaryReport, roadmap.materialReports, roadmap.trends] },
      { name: roadmap.excelImport, status: 'completed', features: [roadmap.masterDataImport, roadmap.historicalWeighings, roadmap.rowErrorReport] },
      { name: roadmap.hseModule, status: 'planned', features: [roadmap.incidentReports, roadmap.safetyInspections, roadmap.correctiveActions] },
      { name: roadmap.drillingModule, status: 'planned', features: [roadmap.annualDrillingPlan, roadmap.drillingOperations, roadmap.planVsActual] },
    ],
    deliverables: [
      roadmap.stage1Deliverable1,
      roadmap.stage1Deliverable2,
      roadmap.stage1Deliverable3,
      roadmap.stage1Deliverable4,
      roadmap.stage1Deliverable5,
    ],
    nextMilestone: roadmap.stage1Milestone,
  },
  {
    id: 2,
    title: roadmap.stage2Title,
    subtitle: roadmap.stage2Subtitle,
    status: 'planned',
    timeline: 'Q1 2026 – Q2 2026',
    investment: TO_BE_CONFIRMED,
    roi: TO_BE_CONFIRMED,
    progress: 0,
    modules: [
      { name: roadmap.scaleHardware, status: 'planned', features: [roadmap.indicators, roadmap.stableCapture, roadmap.calibrationRecords] },
      { name: roadmap.readers, status: 'planned', features: [roadmap.vehicleIdentification, roadmap.cardManagement, roadmap.readerHealth] },
      { name: roadmap.stopCounters, status: 'planned', features: [roadmap.downtimeByReason, roadmap.availability, roadmap.lostCapacity] },
      { name: roadmap.productionAndPlanning, status: 'planned', features: [roadmap.crushPlan, roadmap.productionPlans, roadmap.planVsActual] },
    ],
    deliverables: [
      roadmap.stage2Deliverable1,
      roadmap.stage2Deliverable2,
      roadmap.stage2Deliverable3,
      roadmap.stage2Deliverable4,
    ],
    nextMilestone: roadmap.stage2Milestone,
  },
  {
    id: 3,
    title: roadmap.stage3Title,
    subtitle: roadmap.stage3Subtitle,
    status: 'planned',
    timeline: 'Q3 2026 – Q4 2026',
    investment: TO_BE_CONFIRMED,
    roi: TO_BE_CONFIRMED,
    progress: 0,
    modules: [
      { name: roadmap.assistant, status: 'planned', features: [roadmap.plainQuestions, roadmap.tonnageForecasts, roadmap.anomalyAlerts] },
    ],
    deliverables: [
      roadmap.stage3Deliverable1,
      roadmap.stage3Deliverable2,
      roadmap.stage3Deliverable3,
    ],
    nextMilestone: roadmap.stage3Milestone,
  },
];

/** A technology by its name, or a kind of technology in words. */
export type Technology = string | TextDescriptor;

export const TECHNOLOGY_STACK: ReadonlyArray<{ layer: TextDescriptor; technologies: readonly Technology[] }> = [
  { layer: technology.backend, technologies: ['Node.js', 'Fastify', 'PostgreSQL / PGlite', 'Drizzle ORM', 'Zod'] },
  { layer: technology.frontend, technologies: ['React 19', 'Vite', 'Mantine', 'TanStack Query', 'React Router', 'Recharts'] },
  {
    layer: technology.infrastructure,
    technologies: [technology.postgresqlServer, technology.prometheusMetrics, technology.monitoringDashboards, technology.webServer, technology.browserTests],
  },
];

/** The page in the app that shows a project document (the list itself is the contract's PROJECT_DOCUMENTS). */
export const projectDocumentPath = (slug: string) => pagePath('projectDocument', { slug });
