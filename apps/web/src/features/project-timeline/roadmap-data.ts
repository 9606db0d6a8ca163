/**
 * The static figures of the roadmap page (spec part 2 section 2). The spec gives the headline figures;
 * it does not give stage investment or ROI, so those read 'To be confirmed'.
 */
import { pagePath } from '@weighbridge/contract/page-paths';

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

export type RoadmapModule = { name: string; status: RoadmapModuleStatus; features: readonly string[] };

export type RoadmapStage = {
  id: number;
  title: string;
  subtitle: string;
  status: StageStatus;
  timeline: string;
  investment: string;
  roi: string;
  progress: number;
  modules: readonly RoadmapModule[];
  deliverables: readonly string[];
  nextMilestone: string;
};

const TO_BE_CONFIRMED = 'To be confirmed';

export const ROADMAP_STAGES: readonly RoadmapStage[] = [
  {
    id: 1,
    title: 'Stage 1: Foundation & Scale Operations',
    subtitle: 'Digital weighbridge, master data, reports and administration',
    status: 'in_progress',
    timeline: 'Q3 2025 – Q1 2026',
    investment: TO_BE_CONFIRMED,
    roi: TO_BE_CONFIRMED,
    progress: 80,
    modules: [
      { name: 'Sign-in & Access Control', status: 'completed', features: ['Secure sessions', 'Roles and permissions', 'Audit trail'] },
      { name: 'Weighing Station', status: 'completed', features: ['Tara and load weighings', 'Live net weight', 'RFID card number'] },
      { name: 'Scale Documents', status: 'completed', features: ['Weighing history', 'Search and filters', 'Document details'] },
      { name: 'Fleet Management', status: 'completed', features: ['Vehicle records', 'Status tracking', 'Tare history'] },
      { name: 'Driver Management', status: 'completed', features: ['Driver records', 'Licences', 'Emergency contacts'] },
      { name: 'Materials & Drilling Areas', status: 'completed', features: ['Materials catalogue', 'Loading areas', 'Polygons'] },
      { name: 'Reports & Analytics', status: 'completed', features: ['Summary report', 'Monthly and annual material reports', 'Trends'] },
      { name: 'Excel Data Import', status: 'completed', features: ['Master data import', 'Historical weighings', 'Row-level error report'] },
      { name: 'HSE Module', status: 'planned', features: ['Incident reports', 'Safety inspections', 'Corrective actions'] },
      { name: 'Drilling Module', status: 'planned', features: ['Annual drilling plan', 'Drilling operations', 'Plan vs actual'] },
    ],
    deliverables: [
      'Web application for weighbridge operators and office staff',
      'Scale documents with net material weight for every load',
      'Master data for vehicles, drivers, materials, areas and stations',
      'Dashboard, reports and Excel import of historical data',
      'Database and monitoring settings for administrators',
    ],
    nextMilestone: 'HSE module release (Q4 2025)',
  },
  {
    id: 2,
    title: 'Stage 2: Hardware Integration',
    subtitle: 'Scales, readers and downtime counters connected to the platform',
    status: 'planned',
    timeline: 'Q1 2026 – Q2 2026',
    investment: TO_BE_CONFIRMED,
    roi: TO_BE_CONFIRMED,
    progress: 0,
    modules: [
      { name: 'Scale Hardware Integration', status: 'planned', features: ['Serial, TCP/IP and USB indicators', 'Stable-weight capture', 'Calibration records'] },
      { name: 'RFID & Barcode Readers', status: 'planned', features: ['Automatic vehicle identification', 'Card management', 'Reader health'] },
      { name: 'Stop Counters', status: 'planned', features: ['Downtime by reason', 'Availability', 'Lost capacity'] },
      { name: 'Production & Planning', status: 'planned', features: ['Crush plan and operations', 'Production and personnel plans', 'Plan vs actual'] },
    ],
    deliverables: [
      'Weights read directly from the scale indicator, without typing',
      'Vehicles identified by RFID card on arrival',
      'Downtime of scales, vehicles, rigs and plant recorded by reason',
      'Production and planning modules live',
    ],
    nextMilestone: 'First weighbridge connected to its scale indicator (Q1 2026)',
  },
  {
    id: 3,
    title: 'Stage 3: AI Operations Assistant',
    subtitle: 'Answers, forecasts and alerts from the site’s own data',
    status: 'planned',
    timeline: 'Q3 2026 – Q4 2026',
    investment: TO_BE_CONFIRMED,
    roi: TO_BE_CONFIRMED,
    progress: 0,
    modules: [
      { name: 'AI Operations Assistant', status: 'planned', features: ['Questions in plain language', 'Tonnage forecasts', 'Anomaly alerts'] },
    ],
    deliverables: [
      'Assistant that answers questions about weighings, fleet and production',
      'Forecasts of tonnage per material and month',
      'Alerts for unusual weights, trips and downtime',
    ],
    nextMilestone: 'Assistant pilot with the site management team',
  },
];

export const TECHNOLOGY_STACK: ReadonlyArray<{ layer: string; technologies: readonly string[] }> = [
  { layer: 'Backend', technologies: ['Node.js', 'Fastify', 'PostgreSQL / PGlite', 'Drizzle ORM', 'Zod'] },
  { layer: 'Frontend', technologies: ['React 19', 'Vite', 'Mantine', 'TanStack Query', 'React Router', 'Recharts'] },
  {
    layer: 'Infrastructure',
    technologies: ['PostgreSQL server', 'Prometheus metrics', 'Monitoring dashboards', 'Web server with access control', 'Playwright browser tests'],
  },
];

/** The page in the app that shows a project document (the list itself is the contract's PROJECT_DOCUMENTS). */
export const projectDocumentPath = (slug: string) => pagePath('projectDocument', { slug });
