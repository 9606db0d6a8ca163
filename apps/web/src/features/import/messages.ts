/** The texts of Import Data (spec part 1 sections 2, 4, 5 and 8); the contract's own import messages become messages here, under their keys. */
import { IMPORT_COLUMNS, IMPORT_MESSAGES } from '@weighbridge/contract/import';
import { defineMessage, defineMessages } from 'react-intl';
import { textMessages } from '../../lib/contract-messages';

export const importProblemMessages = textMessages('import.message', IMPORT_MESSAGES);

/** What each column of the workbook holds, as the server lists it from the contract. */
export const importColumnMessages = textMessages(
  'import.column',
  Object.fromEntries(IMPORT_COLUMNS.map((column) => [column.key, column.description])),
);

export const importPageMessages = {
  uploading: defineMessage<{ percent: number }>({ id: 'import.page.uploading', defaultMessage: 'Uploading... {percent}%' }),
  ...defineMessages({
    back: { id: 'import.page.back', defaultMessage: 'Back to Documents' },
    title: { id: 'import.page.title', defaultMessage: 'Import Data' },
    file: { id: 'import.page.file', defaultMessage: 'Excel file' },
    filePlaceholder: { id: 'import.page.filePlaceholder', defaultMessage: 'Choose an .xls or .xlsx file' },
    maxSize: { id: 'import.page.maxSize', defaultMessage: 'Maximum file size: 10MB' },
    caseSensitive: { id: 'import.page.caseSensitive', defaultMessage: 'Column names are case-sensitive' },
    createdAutomatically: {
      id: 'import.page.createdAutomatically',
      defaultMessage: 'Missing entities (vehicles, drivers, materials, loading areas, polygons and stations) are created automatically',
    },
    check: { id: 'import.page.check', defaultMessage: 'Check file' },
    import: { id: 'import.page.import', defaultMessage: 'Import' },
    template: { id: 'import.page.template', defaultMessage: 'Download template' },
    uploadProgress: { id: 'import.page.uploadProgress', defaultMessage: 'Upload progress' },
    processing: { id: 'import.page.processing', defaultMessage: 'Processing...' },
    processingLabel: { id: 'import.page.processingLabel', defaultMessage: 'Processing' },
  }),
};

export const expectedColumnsMessages = defineMessages({
  title: { id: 'import.columns.title', defaultMessage: 'Expected columns' },
  explanation: {
    id: 'import.columns.explanation',
    defaultMessage: "The first sheet''s first row names the columns; each row below it is one load weighing.",
  },
  failed: { id: 'import.columns.failed', defaultMessage: 'Failed to load data' },
  column: { id: 'import.columns.column', defaultMessage: 'Column' },
  description: { id: 'import.columns.description', defaultMessage: 'Description' },
  required: { id: 'import.columns.required', defaultMessage: 'Required' },
  yes: { id: 'import.columns.yes', defaultMessage: 'Yes' },
  no: { id: 'import.columns.no', defaultMessage: 'No' },
});

export const importResultMessages = {
  firstRowsShown: defineMessage<{ shown: number; total: number }>({
    id: 'import.result.firstRowsShown',
    defaultMessage: 'The first {shown} of {total, number} rows are shown.',
  }),
  ...defineMessages({
    fileChecked: { id: 'import.result.fileChecked', defaultMessage: 'File checked' },
    fileCheckedWithErrors: { id: 'import.result.fileCheckedWithErrors', defaultMessage: 'File checked with errors' },
    completed: { id: 'import.result.completed', defaultMessage: 'Import completed' },
    completedWithErrors: { id: 'import.result.completedWithErrors', defaultMessage: 'Import completed with errors' },
    nothingWritten: { id: 'import.result.nothingWritten', defaultMessage: 'Nothing was written. Import the file to write these rows.' },
    written: { id: 'import.result.written', defaultMessage: 'The imported documents are in the weighing history.' },
    errorRows: { id: 'import.result.errorRows', defaultMessage: 'Rows with errors' },
    skippedRows: { id: 'import.result.skippedRows', defaultMessage: 'Skipped rows' },
    row: { id: 'import.result.row', defaultMessage: 'Row' },
    reason: { id: 'import.result.reason', defaultMessage: 'Reason' },
  }),
};

export const importCountMessages = defineMessages({
  totalRows: { id: 'import.count.totalRows', defaultMessage: 'Total rows' },
  successfulImports: { id: 'import.count.successfulImports', defaultMessage: 'Imported' },
  skippedRows: { id: 'import.count.skippedRows', defaultMessage: 'Skipped' },
  errors: { id: 'import.count.errors', defaultMessage: 'Errors' },
  vehiclesCreated: { id: 'import.count.vehiclesCreated', defaultMessage: 'Vehicles created' },
  driversCreated: { id: 'import.count.driversCreated', defaultMessage: 'Drivers created' },
  materialsCreated: { id: 'import.count.materialsCreated', defaultMessage: 'Materials created' },
  loadingAreasCreated: { id: 'import.count.loadingAreasCreated', defaultMessage: 'Loading areas created' },
  polygonsCreated: { id: 'import.count.polygonsCreated', defaultMessage: 'Polygons created' },
  stationsCreated: { id: 'import.count.stationsCreated', defaultMessage: 'Stations created' },
});
