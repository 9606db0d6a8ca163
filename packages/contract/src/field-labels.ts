/**
 * What each field a request carries is called where people read about it: the server puts the label in
 * front of a validation message ('Tare Weight must be greater than zero') and the forms label their
 * inputs and messages with the same words. Grouped by the API path the fields are sent to
 * (`/api/<record>/...`), because one field name means different things in different records: `name`
 * is a driver's First Name and a material's Name.
 */
import { APPEARANCE_FIELDS } from './preferences.js';

/**
 * The names of a weighing ticket's facts, one set wherever the ticket is read: the weighing form, its
 * validation messages, the documents list and detail, the Excel export, the printed ticket and the verify
 * page. Title case, as the specification's forms name their fields.
 */
export const TICKET_FIELDS = {
  vehicle: 'Vehicle',
  driver: 'Driver',
  rfidCardNumber: 'RFID Card Number',
  material: 'Material',
  loadingArea: 'Loading Area',
  polygon: 'Polygon',
  destination: 'Destination',
  scale: 'Scale',
  reader: 'Reader',
  operator: 'Operator',
  notes: 'Notes',
  tareWeight: 'Tare Weight',
  fullWeight: 'Full Weight',
  netWeight: 'Net Weight',
  weightSource: 'Weight Source',
  manualReason: 'Reason for Typed Weight',
} as const;

/** Where a tara's or a load's weight comes from: captured from the scale, or typed with a reason. */
const WEIGHT_SOURCE_FIELDS = { weightSource: TICKET_FIELDS.weightSource, manualReason: TICKET_FIELDS.manualReason } as const;

/** The fields every load weighing carries, whichever route records it. */
const LOAD_FIELDS = {
  vehicleId: TICKET_FIELDS.vehicle,
  rfidCardNumber: TICKET_FIELDS.rfidCardNumber,
  fullWeight: TICKET_FIELDS.fullWeight,
  materialId: TICKET_FIELDS.material,
  loadedAreaId: TICKET_FIELDS.loadingArea,
  polygonId: TICKET_FIELDS.polygon,
  unloadingStationId: TICKET_FIELDS.destination,
  driverId: TICKET_FIELDS.driver,
  scaleId: TICKET_FIELDS.scale,
  readerId: TICKET_FIELDS.reader,
  ...WEIGHT_SOURCE_FIELDS,
  notes: TICKET_FIELDS.notes,
} as const;

/** Where a scale's indicator or a card reader is connected. */
const CONNECTION_FIELDS = {
  connection: 'Connection',
  host: 'Host',
  port: 'Port',
  device_path: 'Serial device',
  baud_rate: 'Baud rate',
  data_bits: 'Data bits',
  parity: 'Parity',
  stop_bits: 'Stop bits',
  enabled: 'Enabled',
} as const;

/** A period of the documents list, the dashboard and the reports. */
const PERIOD_FIELDS = { startDate: 'Start date', endDate: 'End date', from: 'From', to: 'To', dayBasis: 'Day basis' } as const;

export const FIELD_LABELS = {
  auth: { username: 'Username', password: 'Password', current_password: 'Current password', new_password: 'New password', id: 'Session', code: 'Code', challenge: 'Sign-in' },
  sessions: { id: 'Session' },
  users: { id: 'User', username: 'Username', name: 'Name', role: 'Role', password: 'Password' },
  roles: { name: 'Name', label: 'Label', description: 'Description', grants: 'Grants', required: 'Two-factor sign-in required' },
  vehicles: {
    id: 'Vehicle',
    registration_number: 'Registration Number',
    brand: 'Brand',
    model: 'Model',
    fuel_type: 'Fuel Type',
    status: 'Status',
    assigned_driver_id: 'Assigned Driver',
    year_manufactured: 'Year',
    capacity_kg: 'Capacity (kg)',
    tare_weight_kg: 'Tare Weight (kg)',
  },
  drivers: {
    id: 'Driver',
    name: 'First Name',
    surname: 'Last Name',
    driver_license_id: 'Driver License ID',
    blood_type: 'Blood Type',
    birth_date: 'Birth Date',
    contact: 'Contact',
    emergency_contact_name: 'Emergency Contact Name',
    emergency_contact: 'Emergency Contact Phone',
    assigned_vehicle_id: 'Assigned Vehicle',
  },
  materials: {
    material_id: 'Material',
    name: 'Name',
    registration_id: 'Registration ID',
    category: 'Category',
    unit_of_measure: 'Unit',
    density_kg_m3: 'Density (kg/m3)',
    price_per_unit: 'Price/Unit ($)',
    description: 'Description',
    size_from_mm: 'Size from (mm)',
    size_to_mm: 'Size to (mm)',
  },
  'loading-areas': { id: TICKET_FIELDS.loadingArea, area_name: 'Area Name', description: 'Description', status: 'Status' },
  polygons: {
    id: 'Polygon',
    loadingAreaId: TICKET_FIELDS.loadingArea,
    registration_id: 'Polygon Code',
    area_name: 'Polygon Name',
    status: 'Status',
    loading_area_id: TICKET_FIELDS.loadingArea,
  },
  'unloading-stations': { station_id: 'Unloading station', areaName: 'Station Name', capacity: 'Capacity', status: 'Status' },
  'tara-weighings': {
    id: TICKET_FIELDS.vehicle,
    vehicleId: TICKET_FIELDS.vehicle,
    rfid: TICKET_FIELDS.rfidCardNumber,
    rfidCardNumber: TICKET_FIELDS.rfidCardNumber,
    tareWeight: TICKET_FIELDS.tareWeight,
    scaleId: TICKET_FIELDS.scale,
    ...WEIGHT_SOURCE_FIELDS,
    notes: TICKET_FIELDS.notes,
  },
  'scale-documents': {
    ...LOAD_FIELDS,
    ...PERIOD_FIELDS,
    id: 'Document',
    tareWeight: TICKET_FIELDS.tareWeight,
    firstWeighAt: 'Tare time',
    secondWeighAt: 'Load time',
    status: 'Status',
    reason: 'Reason',
    page: 'Page',
    limit: 'Page size',
    search: 'Search',
    vehicleIds: 'Vehicles',
    materialIds: 'Materials',
    loadingAreaIds: 'Loading Areas',
    polygonIds: 'Polygons',
    size: 'Paper size',
  },
  scales: {
    ...CONNECTION_FIELDS,
    scale_id: 'Scale',
    name: 'Name',
    location: 'Location',
    capacity_kg: 'Capacity (kg)',
    division_kg: 'Division (kg)',
    protocol: 'Protocol',
    toledo_checksum: 'Toledo checksum',
    ascii_format: 'Format',
    ascii_pattern: 'Pattern',
    line_end: 'End of frame',
    frame_length: 'Frame length',
  },
  readers: {
    ...CONNECTION_FIELDS,
    reader_id: 'Reader',
    name: 'Name',
    scale_id: 'Scale',
    prefix: 'Prefix',
    suffix: 'Suffix',
    card_format: 'Card number format',
    repeat_window_seconds: 'Repeat window (s)',
  },
  dashboard: PERIOD_FIELDS,
  reports: { ...PERIOD_FIELDS, period: 'Period', year: 'Year', startYear: 'Start year', endYear: 'End year', materialIds: 'Materials', pairsPage: 'Page of pairs' },
  import: { dryRun: 'Dry run' },
  'project-documents': { slug: 'Document' },
  verify: { number: 'Ticket number', c: 'Verification code' },
  backups: { file: 'Backup file', confirmation: 'Confirmation', acceptAltered: 'Restore a changed backup' },
  'audit-log': { ...PERIOD_FIELDS, username: 'User', action: 'Event', recordType: 'Record type', after: 'Page', limit: 'Page size' },
  'sign-in-lockouts': { scope: 'Kind', subject: 'Username or address' },
  site: {
    name: 'Site name',
    address: 'Address',
    public_url: 'Public address',
    latitude: 'Latitude',
    longitude: 'Longitude',
    image: 'Logo',
    dayStart: 'Production day starts at',
    shifts: 'Shifts',
    year: 'Year',
    prefix: 'Prefix',
    digits: 'Digits',
    unit: 'Unit',
    decimals: 'Decimal places',
    ...APPEARANCE_FIELDS,
  },
  workstations: { workstation_id: 'Workstation', name: 'Name', scale_id: 'Default scale', reader_id: 'Default reader' },
  'drill-rigs': { rig_id: 'Drill rig', name: 'Name', model: 'Model', status: 'Status' },
  'crushing-plants': { plant_id: 'Crushing plant', name: 'Name', rated_tons_per_hour: 'Rated capacity (t/h)', station_ids: 'Feeding stations', status: 'Status' },
  'stop-reasons': {
    reason_id: 'Reason',
    equipment_class: 'Machine type',
    parent_id: 'Parent reason',
    name: 'Name',
    category: 'Category',
    planned: 'Planned',
    comment_required: 'Comment required',
    active: 'In use',
  },
  stops: {
    stop_id: 'Stop',
    equipment_class: 'Machine type',
    machine_id: 'Machine',
    started_at: 'Start',
    ended_at: 'End',
    reason_id: 'Reason',
    comment: 'Comment',
    from: 'From',
    to: 'To',
    unclassified: 'Unclassified only',
    detection: 'Detected from',
  },
  // Every route under /api/production: the crush plan, shift logs, stockpiles and figures.
  production: {
    revision_id: 'Revision',
    year: 'Year',
    empty: 'Start empty',
    lines: 'Lines',
    reason: 'Reason',
    plant_id: 'Crushing plant',
    material_id: 'Product',
    month: 'Month',
    shift_name: 'Shift',
    tons: 'Tons',
    log_id: 'Shift log',
    production_day: 'Production day',
    hour_meter_start: 'Hour meter at start',
    hour_meter_end: 'Hour meter at end',
    feed_tons_typed: 'Typed feed (t)',
    feed_correction_reason: 'Reason for the typed feed',
    outputs: 'Output',
    energy_kwh: 'Energy (kWh)',
    notes: 'Notes',
    amendment_reason: 'Reason for the amendment',
    stockpile_id: 'Stockpile',
    place: 'Place',
    opening_tons: 'Opening balance (t)',
    opening_date: 'Opening date',
    to_stockpile_id: 'To stockpile',
    kind: 'Movement',
    moved_on: 'Date',
    measured_tons: 'Measured (t)',
    date: 'Date',
  },
  drilling: {
    operator_id: 'Operator',
    name: 'Name',
    competencies: 'Competencies',
    status: 'Status',
    revision_id: 'Revision',
    year: 'Year',
    notes: 'Notes',
    lines: 'Plan lines',
    reason: 'Reason',
    drill_log_id: 'Drill log',
    rig_id: 'Drill rig',
    production_day: 'Production day',
    shift: 'Shift',
    loading_area_id: 'Loading area',
    polygon_id: 'Polygon',
    hole_count: 'Holes',
    depth_m: 'Depth (m)',
    holes: 'Holes drilled',
    diameter_mm: 'Diameter (mm)',
    drill_hours: 'Drill hours',
    bit_changes: 'Bit changes',
    blast_id: 'Blast',
    fired_at: 'Fired at',
    burden_m: 'Burden (m)',
    spacing_m: 'Spacing (m)',
    bench_height_m: 'Bench height (m)',
    hole_diameter_mm: 'Hole diameter (mm)',
    subdrill_m: 'Subdrill (m)',
    holes_charged: 'Holes charged',
    explosives: 'Explosives',
    detonators: 'Detonators',
    material_id: 'Material broken',
    vibration_mm_s: 'Vibration (mm/s)',
    misfires: 'Misfires',
    shotfirer_id: 'Shotfirer',
    from: 'From',
    to: 'To',
  },
  account: APPEARANCE_FIELDS,
} as const satisfies Record<string, Readonly<Record<string, string>>>;

/** The labels of the fields sent to `/api/<record>`; none for a path that takes no fields. */
export function fieldLabelsOf(record: string): Readonly<Record<string, string>> | undefined {
  return Object.hasOwn(FIELD_LABELS, record) ? (FIELD_LABELS as Record<string, Record<string, string>>)[record] : undefined;
}

/**
 * A field's message with its label in front: 'tareWeight' and 'must be greater than zero' read
 * 'Tare Weight must be greater than zero'. An unknown field keeps its name, so nothing is lost.
 */
export function labelled(labels: Readonly<Record<string, string>> | undefined, field: string, message: string): string {
  const label = labels && Object.hasOwn(labels, field) ? labels[field] : field;
  return `${label} ${message}`;
}
