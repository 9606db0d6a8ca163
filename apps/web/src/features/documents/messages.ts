/**
 * The texts of Scale Documents, the weighing history (spec part 1 sections 4, 6, 8 and 9): the list, its
 * filters, a document's detail and the void dialog. The contract's texts (field labels, the history's
 * shared headers, weighing types and weight sources) are its own messages, from lib/contract-messages.ts.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const pageMessages = defineMessages({
  title: { id: 'documents.page.title', defaultMessage: 'Weighing History' },
  importData: { id: 'documents.page.importData', defaultMessage: 'Import Data' },
  exportExcel: { id: 'documents.page.exportExcel', defaultMessage: 'Export Excel' },
  voidedNote: {
    id: 'documents.page.voidedNote',
    defaultMessage: 'Voided documents stay on record with who voided them, when and why, and count in no total or report.',
  },
  loadFailed: { id: 'documents.page.loadFailed', defaultMessage: 'Failed to load data' },
  exportFailed: { id: 'documents.page.exportFailed', defaultMessage: 'Failed to export documents' },
});

export const summaryMessages = defineMessages({
  totalDocuments: { id: 'documents.summary.totalDocuments', defaultMessage: 'Total Documents' },
  totalTaras: { id: 'documents.summary.totalTaras', defaultMessage: 'Total Taras' },
  filteredResults: { id: 'documents.summary.filteredResults', defaultMessage: 'Filtered Results' },
  totalWeight: { id: 'documents.summary.totalWeight', defaultMessage: 'Total Weight' },
});

/** A document's status as the server writes it (completed, cancelled, pending); any other reads as it came. */
export const statusMessage = defineMessage<{ status: string }>({
  id: 'documents.status',
  defaultMessage: '{status, select, completed {completed} cancelled {cancelled} pending {pending} other {{status}}}',
});

export const tableMessages = {
  deleteDocument: defineMessage<{ label: string }>({ id: 'documents.table.deleteDocument', defaultMessage: 'Delete document {label}' }),
  ...defineMessages({
    statusType: { id: 'documents.table.statusType', defaultMessage: 'Status / Type' },
    actions: { id: 'documents.table.actions', defaultMessage: 'Actions' },
    ticket: { id: 'documents.table.ticket', defaultMessage: 'Ticket' },
    empty: { id: 'documents.table.empty', defaultMessage: 'No documents found' },
  }),
};

export const filterMessages = {
  polygonChoice: defineMessage<{ polygon: string; area: string }>({ id: 'documents.filters.polygonChoice', defaultMessage: '{polygon} ({area})' }),
  ...defineMessages({
    search: { id: 'documents.filters.search', defaultMessage: 'Search' },
    searchPlaceholder: { id: 'documents.filters.searchPlaceholder', defaultMessage: 'Document number, registration, driver, material or RFID' },
    status: { id: 'documents.filters.status', defaultMessage: 'Status' },
    notVoided: { id: 'documents.filters.notVoided', defaultMessage: 'Not voided' },
    voided: { id: 'documents.filters.voided', defaultMessage: 'Voided' },
    advanced: { id: 'documents.filters.advanced', defaultMessage: 'Advanced Filters' },
    vehicles: { id: 'documents.filters.vehicles', defaultMessage: 'Vehicles' },
    allVehicles: { id: 'documents.filters.allVehicles', defaultMessage: 'All vehicles' },
    noVehicle: { id: 'documents.filters.noVehicle', defaultMessage: 'No vehicle found' },
    materials: { id: 'documents.filters.materials', defaultMessage: 'Materials' },
    allMaterials: { id: 'documents.filters.allMaterials', defaultMessage: 'All materials' },
    noMaterial: { id: 'documents.filters.noMaterial', defaultMessage: 'No material found' },
    loadingAreas: { id: 'documents.filters.loadingAreas', defaultMessage: 'Loading Areas' },
    allLoadingAreas: { id: 'documents.filters.allLoadingAreas', defaultMessage: 'All loading areas' },
    noLoadingArea: { id: 'documents.filters.noLoadingArea', defaultMessage: 'No loading area found' },
    polygons: { id: 'documents.filters.polygons', defaultMessage: 'Polygons' },
    allPolygons: { id: 'documents.filters.allPolygons', defaultMessage: 'All polygons' },
    noPolygon: { id: 'documents.filters.noPolygon', defaultMessage: 'No polygon found' },
    unknownArea: { id: 'documents.filters.unknownArea', defaultMessage: 'unknown area' },
  }),
};

export const detailMessages = {
  title: defineMessage<{ label: string }>({ id: 'documents.detail.title', defaultMessage: 'Document {label}' }),
  overloadedBy: defineMessage<{ weight: string }>({ id: 'documents.detail.overloadedBy', defaultMessage: 'Overloaded by {weight}' }),
  voidedText: defineMessage<{ when: string; who: string; reason: string }>({
    id: 'documents.detail.voidedText',
    defaultMessage: 'Voided {when} by {who}. Reason: {reason}',
  }),
  ...defineMessages({
    closeDialog: { id: 'documents.detail.closeDialog', defaultMessage: 'Close dialog' },
    failed: { id: 'documents.detail.failed', defaultMessage: 'Failed to load document details' },
    verified: { id: 'documents.detail.verified', defaultMessage: 'Verified' },
    integrityFailed: { id: 'documents.detail.integrityFailed', defaultMessage: 'Integrity check failed' },
    altered: { id: 'documents.detail.altered', defaultMessage: 'Altered: this document does not match its signature' },
    voided: { id: 'documents.detail.voided', defaultMessage: 'Voided' },
    noReason: { id: 'documents.detail.noReason', defaultMessage: 'none given' },
    ticket: { id: 'documents.detail.ticket', defaultMessage: 'Ticket' },
  }),
};

/** The detail's groups of fields and the labels the contract does not write. */
export const fieldMessages = defineMessages({
  weighing: { id: 'documents.fields.weighing', defaultMessage: 'Weighing' },
  vehicleAndDriver: { id: 'documents.fields.vehicleAndDriver', defaultMessage: 'Vehicle and Driver' },
  weights: { id: 'documents.fields.weights', defaultMessage: 'Weights' },
  load: { id: 'documents.fields.load', defaultMessage: 'Load' },
  documentNumber: { id: 'documents.fields.documentNumber', defaultMessage: 'Document Number' },
  orderSequence: { id: 'documents.fields.orderSequence', defaultMessage: 'Order Sequence' },
  firstWeigh: { id: 'documents.fields.firstWeigh', defaultMessage: 'First Weigh (Tara)' },
  secondWeigh: { id: 'documents.fields.secondWeigh', defaultMessage: 'Second Weigh (Load)' },
  weighingType: { id: 'documents.fields.weighingType', defaultMessage: 'Weighing Type' },
  scaleReader: { id: 'documents.fields.scaleReader', defaultMessage: 'Scale / Reader' },
  registration: { id: 'documents.fields.registration', defaultMessage: 'Registration' },
  brandModel: { id: 'documents.fields.brandModel', defaultMessage: 'Brand / Model' },
  emptyWeight: { id: 'documents.fields.emptyWeight', defaultMessage: 'Empty Weight (Tara)' },
  taraWeightSource: { id: 'documents.fields.taraWeightSource', defaultMessage: 'Tara Weight Source' },
  overload: { id: 'documents.fields.overload', defaultMessage: 'Overload' },
  noOverload: { id: 'documents.fields.noOverload', defaultMessage: 'None' },
});

export const voidMessages = {
  question: defineMessage<{ label: string; registration: string }>({
    id: 'documents.void.question',
    defaultMessage:
      'Are you sure you want to void document {label} ({registration})? It leaves every list, total and report, and stays on record with who voided it, when and why.',
  }),
  failed: defineMessage<{ error: string }>({ id: 'documents.void.failed', defaultMessage: 'Failed to delete document: {error}' }),
  ...defineMessages({
    title: { id: 'documents.void.title', defaultMessage: 'Void Document' },
    closeDialog: { id: 'documents.void.closeDialog', defaultMessage: 'Close dialog' },
    reason: { id: 'documents.void.reason', defaultMessage: 'Reason' },
    reasonDescription: { id: 'documents.void.reasonDescription', defaultMessage: 'Why the ticket is void, e.g. weighed twice or the wrong truck' },
    cancel: { id: 'documents.void.cancel', defaultMessage: 'Cancel' },
    confirm: { id: 'documents.void.confirm', defaultMessage: 'Void' },
  }),
};
