/**
 * Every query key of the web app, one entry per resource. A key is a path from its resource down
 * (`['scales', 3, 'status']`), so invalidating a resource's `all` refreshes every query under it; and with
 * one place per resource, a query and the changes that must refresh it cannot drift apart.
 * @example queryClient.invalidateQueries({ queryKey: queryKeys.scales.all })
 */
import type { PeriodQuery } from '@weighbridge/contract/date-ranges';

/** A request's query as its feature builds it (filters, page, period): in the key, so each is cached apart. */
type RequestQuery = Readonly<Record<string, unknown>>;
type DashboardPeriod = PeriodQuery;

const site = ['site'] as const;
const vehicles = ['vehicles'] as const;
const drivers = ['drivers'] as const;
const materials = ['materials'] as const;
const loadingAreas = ['loading-areas'] as const;
const polygons = ['polygons'] as const;
const unloadingStations = ['unloading-stations'] as const;
const scales = ['scales'] as const;
const readers = ['readers'] as const;
const workstations = ['workstations'] as const;
const scaleDocuments = ['scale-documents'] as const;
const taraWeighings = ['tara-weighings'] as const;
const dashboard = ['dashboard'] as const;
const reports = ['reports'] as const;
const ticketVerification = ['ticket-verification'] as const;
const users = ['users'] as const;
const roles = ['roles'] as const;
const auth = ['auth'] as const;
const sessions = ['sessions'] as const;
const signInLockouts = ['sign-in-lockouts'] as const;
const auditLog = ['audit-log'] as const;
const documentChain = ['document-chain'] as const;
const backups = ['backups'] as const;
const database = ['database'] as const;
const monitoring = ['monitoring'] as const;
const excelImport = ['import'] as const;
const projectDocuments = ['project-documents'] as const;
const appearance = ['appearance'] as const;
const stops = ['stops'] as const;
const stopReasons = ['stop-reasons'] as const;
const drillRigs = ['drill-rigs'] as const;
const crushingPlants = ['crushing-plants'] as const;
const drillingPlans = ['drilling-plans'] as const;
const drillingFigures = ['drilling-figures'] as const;
const muckpiles = ['muckpiles'] as const;
const drillingOperators = ['drilling-operators'] as const;
const drillLogs = ['drill-logs'] as const;
const blasts = ['blasts'] as const;
const shiftLogs = ['shift-logs'] as const;
const stockpiles = ['stockpiles'] as const;
const crushPlans = ['crush-plans'] as const;
const productionFigures = ['production-figures'] as const;

export const queryKeys = {
  site: { all: site, settings: [...site, 'settings'] as const, documentNumbers: [...site, 'document-numbers'] as const },
  vehicles: { all: vehicles },
  drivers: { all: drivers, usage: (driverId: number) => [...drivers, driverId, 'usage'] as const },
  materials: { all: materials },
  loadingAreas: { all: loadingAreas },
  polygons: { all: polygons, list: (loadingAreaId?: number | null) => [...polygons, { loadingAreaId }] as const },
  unloadingStations: { all: unloadingStations },
  scales: { all: scales, status: (scaleId: number) => [...scales, scaleId, 'status'] as const },
  readers: { all: readers, status: (readerId: number) => [...readers, readerId, 'status'] as const },
  workstations: { all: workstations },
  // The dashboard's cards and recent loads are here, not under dashboard: voiding a document refreshes them.
  scaleDocuments: {
    all: scaleDocuments,
    detail: (documentId: number | null) => [...scaleDocuments, 'detail', documentId] as const,
    list: (params: RequestQuery) => [...scaleDocuments, 'list', params] as const,
    dashboardRecent: (period: DashboardPeriod) => [...scaleDocuments, 'dashboard-recent', period] as const,
    stats: (period: DashboardPeriod) => [...scaleDocuments, 'stats', period] as const,
  },
  taraWeighings: {
    all: taraWeighings,
    current: (vehicleId: number | null) => [...taraWeighings, 'current', vehicleId] as const,
    history: (vehicleId: number) => [...taraWeighings, 'history', vehicleId] as const,
    rfidCard: (rfidCardNumber: string) => [...taraWeighings, 'rfid', rfidCardNumber] as const,
  },
  dashboard: {
    all: dashboard,
    insights: (period: DashboardPeriod) => [...dashboard, 'insights', period] as const,
    vehicleTrips: (period: DashboardPeriod) => [...dashboard, 'vehicle-trips', period] as const,
    weather: () => [...dashboard, 'weather'] as const,
  },
  reports: {
    all: reports,
    summary: (period: RequestQuery) => [...reports, 'summary', period] as const,
    materials: (period: RequestQuery) => [...reports, 'materials', period] as const,
    loadingAreas: (period: RequestQuery) => [...reports, 'loading-areas', period] as const,
    vehicles: (period: RequestQuery) => [...reports, 'vehicles', period] as const,
    drivers: (period: RequestQuery) => [...reports, 'drivers', period] as const,
    trends: (period: RequestQuery) => [...reports, 'trends', period] as const,
    downtime: (period: RequestQuery) => [...reports, 'downtime', period] as const,
    production: (period: RequestQuery) => [...reports, 'production', period] as const,
    drilling: (period: RequestQuery) => [...reports, 'drilling', period] as const,
    monthlyMaterial: (year: number, materialIds: number[]) => [...reports, 'monthly-material', year, materialIds] as const,
    annualMaterial: (years: RequestQuery, materialIds: number[]) => [...reports, 'annual-material', years, materialIds] as const,
  },
  ticketVerification: {
    all: ticketVerification,
    ticket: (documentNumber: string, code: string | null) => [...ticketVerification, documentNumber, code] as const,
  },
  users: { all: users },
  roles: { all: roles },
  // The signed-in user's own account (GET /api/auth/...).
  auth: {
    all: auth,
    twoFactor: () => [...auth, 'two-factor'] as const,
    mySessions: () => [...auth, 'sessions'] as const,
  },
  // Every user's sessions, as the security page ends them; the user's own are under auth.
  sessions: { all: sessions },
  signInLockouts: { all: signInLockouts },
  auditLog: { all: auditLog, page: (params: RequestQuery) => [...auditLog, params] as const },
  documentChain: { all: documentChain },
  backups: { all: backups },
  database: { all: database, stats: () => [...database, 'stats'] as const },
  monitoring: {
    all: monitoring,
    summary: () => [...monitoring, 'summary'] as const,
    dashboards: () => [...monitoring, 'dashboards'] as const,
    metrics: () => [...monitoring, 'metrics'] as const,
  },
  import: { all: excelImport, columns: () => [...excelImport, 'columns'] as const },
  projectDocuments: { all: projectDocuments, detail: (slug: string) => [...projectDocuments, slug] as const },
  // A user's own choices are kept under their id, so that the next user to sign in never sees the last one's.
  appearance: { all: appearance, site: [...appearance, 'site'] as const, account: (userId: number) => [...appearance, 'account', userId] as const },
  // A stop's change refreshes the board and the day's list alike: both are under stops.
  stops: {
    all: stops,
    board: (equipmentClasses: readonly string[]) => [...stops, 'board', equipmentClasses] as const,
    list: (params: RequestQuery) => [...stops, 'list', params] as const,
    gaps: (params: RequestQuery) => [...stops, 'gaps', params] as const,
    figures: (params: RequestQuery) => [...stops, 'figures', params] as const,
  },
  stopReasons: { all: stopReasons },
  // A machine renamed or added shows on the board too, so a change to one refreshes the stops as well.
  drillRigs: { all: drillRigs },
  crushingPlants: { all: crushingPlants },
  drillingPlans: {
    all: drillingPlans,
    list: (year: number) => [...drillingPlans, 'list', year] as const,
    detail: (revisionId: number) => [...drillingPlans, 'detail', revisionId] as const,
  },
  // An approved plan changes the figures' plan: approving refreshes them too.
  drillingFigures: { all: drillingFigures, period: (params: RequestQuery) => [...drillingFigures, params] as const },
  // What remains of each polygon's latest blast changes with every weighed load, so it is asked again on every visit.
  muckpiles: { all: muckpiles, list: () => [...muckpiles, 'list'] as const },
  drillingOperators: { all: drillingOperators },
  drillLogs: { all: drillLogs, list: (params: RequestQuery) => [...drillLogs, 'list', params] as const },
  // A blast's muckpile is under blasts: recording or editing a blast refreshes its figures too.
  blasts: {
    all: blasts,
    list: (params: RequestQuery) => [...blasts, 'list', params] as const,
    detail: (blastId: number) => [...blasts, 'detail', blastId] as const,
    muckpile: (blastId: number) => [...blasts, 'muckpile', blastId] as const,
  },
  shiftLogs: {
    all: shiftLogs,
    list: (params: RequestQuery) => [...shiftLogs, 'list', params] as const,
    shift: (params: RequestQuery) => [...shiftLogs, 'shift', params] as const,
    amendments: (logId: number) => [...shiftLogs, logId, 'amendments'] as const,
  },
  // A signed or amended shift log writes receipts to its piles: its changes refresh the piles too.
  stockpiles: {
    all: stockpiles,
    list: () => [...stockpiles, 'list'] as const,
    balances: (period: RequestQuery) => [...stockpiles, 'balances', period] as const,
    movements: (stockpileId: number) => [...stockpiles, stockpileId, 'movements'] as const,
  },
  crushPlans: {
    all: crushPlans,
    year: (year: number) => [...crushPlans, 'year', year] as const,
    revision: (revisionId: number) => [...crushPlans, 'revision', revisionId] as const,
  },
  // Plan vs Actual's attainment reads the approved plan: an approval refreshes these too.
  productionFigures: { all: productionFigures, period: (params: RequestQuery) => [...productionFigures, params] as const },
};
