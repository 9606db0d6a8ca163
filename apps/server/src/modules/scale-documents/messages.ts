/**
 * The words of the weighing history's Excel export besides the fields' names (ledger/messages.ts), in
 * English; the German is in locales/de.json. The list's headers and labels are the contract's (the history
 * page's), so the English has one source.
 */
import { defineMessages } from '@formatjs/intl';
import { HISTORY_HEADERS, WEIGHING_TYPE_LABELS, WEIGHT_SOURCE_LABELS } from '@weighbridge/contract/history-columns';
import type { DocumentStatus, WeighingType } from '@weighbridge/contract/scale-documents';
import type { WeightSource } from '@weighbridge/contract/scales';

export const DOCUMENT_EXPORT_WORDS = defineMessages({
  sheet: { id: 'documentExport.sheet', defaultMessage: 'Scale documents' },
  document: { id: 'documentExport.document', defaultMessage: HISTORY_HEADERS.document },
  dateTime: { id: 'documentExport.dateTime', defaultMessage: HISTORY_HEADERS.dateTime },
  loadingAreaPolygon: { id: 'documentExport.loadingAreaPolygon', defaultMessage: HISTORY_HEADERS.loadingAreaPolygon },
  gross: { id: 'documentExport.gross', defaultMessage: 'Gross ({unit})' },
  tare: { id: 'documentExport.tare', defaultMessage: 'Tare ({unit})' },
  net: { id: 'documentExport.net', defaultMessage: 'Net ({unit})' },
  status: { id: 'documentExport.status', defaultMessage: 'Status' },
  type: { id: 'documentExport.type', defaultMessage: 'Type' },
  verificationCode: { id: 'documentExport.verificationCode', defaultMessage: 'Verification code' },
});

/** Where a weight came from, as the history page says it. */
export const WEIGHT_SOURCE_WORDS = defineMessages({
  manual: { id: 'documentExport.weightSource.manual', defaultMessage: WEIGHT_SOURCE_LABELS.manual },
  scale: { id: 'documentExport.weightSource.scale', defaultMessage: WEIGHT_SOURCE_LABELS.scale },
  import: { id: 'documentExport.weightSource.import', defaultMessage: WEIGHT_SOURCE_LABELS.import },
} satisfies Record<WeightSource, unknown>);

export const WEIGHING_TYPE_WORDS = defineMessages({
  tare: { id: 'documentExport.weighingType.tare', defaultMessage: WEIGHING_TYPE_LABELS.tare },
  load: { id: 'documentExport.weighingType.load', defaultMessage: WEIGHING_TYPE_LABELS.load },
  combined: { id: 'documentExport.weighingType.combined', defaultMessage: WEIGHING_TYPE_LABELS.combined },
} satisfies Record<WeighingType, unknown>);

/** A document's status; English writes the API's own value, as the export always has. */
export const STATUS_WORDS = defineMessages({
  completed: { id: 'documentExport.documentStatus.completed', defaultMessage: 'completed' },
  cancelled: { id: 'documentExport.documentStatus.cancelled', defaultMessage: 'cancelled' },
  pending: { id: 'documentExport.documentStatus.pending', defaultMessage: 'pending' },
} satisfies Record<DocumentStatus, unknown>);
