/**
 * The server's refusals that belong to no one feature's texts: records not found, values taken, the
 * database's own refusals, the weighing's checks. The server answers these words; the pages know them
 * (known-texts.ts) and show them in the reader's language. A refusal that names a value is a text with
 * values, so that the pages can read the value back out.
 */
import { FIELD_LABELS } from './field-labels.js';
import { WEATHER_MESSAGES } from './dashboard.js';
import { IMPORT_MESSAGES } from './import.js';
import { withValues } from './texts-with-values.js';

const DOCUMENT_LABELS = FIELD_LABELS['scale-documents'];

export const REFUSALS = {
  scaleDocumentNotFound: 'Scale document not found',
  vehicleNotFound: 'Vehicle not found',
  driverNotFound: 'Driver not found',
  siteHasNoLogo: 'The site has no logo',
  importStillWriting: 'An import is still being written. Clear the database once it has finished.',
  fileEmpty: 'The file is empty',
  notExcelInside: `The file is not an Excel workbook, whatever its name says. ${IMPORT_MESSAGES.notExcel}`,
  valueTaken: 'This value is already taken',
  recordInUseOrMissing: 'This record is in use or refers to a record that does not exist',
  nulCharacter: 'Text must not contain the NUL character (\\u0000)',
  addressTooLong: 'The address is too long',
  addressInvalid: 'The address is not valid',
  idempotencyKeyShape: 'Idempotency-Key: must be 1-200 visible characters',
  idempotencyKeyReused: 'Idempotency-Key was already used for a different request',
  idempotencyKeyBusy: 'The first request with this Idempotency-Key is still being processed',
  secondWeighBeforeFirst: `${DOCUMENT_LABELS.secondWeighAt} must not be before the ${DOCUMENT_LABELS.firstWeighAt.toLowerCase()}`,
  secondWeighInFuture: `${DOCUMENT_LABELS.secondWeighAt} must not be in the future`,
  loadingAreaHasPolygons: 'Loading area has polygons; delete them first',
} as const;

export const REFUSALS_WITH_VALUES = {
  /** A record by its kind: 'Scale not found'. */
  notFound: withValues('{record} not found', (record: string) => ({ record })),
  /** A choice by its field's label and id: 'Material 7 does not exist'. */
  doesNotExist: withValues('{field} {id} does not exist', (field: string, id: number | string) => ({ field, id })),
  registrationNumberTaken: withValues("Registration number '{value}' is already taken", (value: string) => ({ value })),
  driverLicenseTaken: withValues("Driver license ID '{value}' is already taken", (value: string) => ({ value })),
  registrationIdTaken: withValues("Registration ID '{value}' is already taken", (value: string) => ({ value })),
  polygonCodeTaken: withValues("Polygon code '{code}' is already taken in this loading area", (code: string) => ({ code })),
  /** A chosen record that may not be used now: "Loaded Area 'North pit' is inactive". */
  notUsable: withValues("{field} '{name}' is {status}", (field: string, name: string, status: string) => ({ field, name, status })),
  polygonElsewhere: withValues("{field} '{code}' does not belong to loading area '{area}'", (field: string, code: string, area: string) => ({ field, code, area })),
  usedInDocuments: withValues('{record} is used in scale documents and cannot be deleted', (record: string) => ({ record })),
  roleNotOffered: withValues('Role must be one of {roles}', (roles: readonly string[]) => ({ roles: roles.join(', ') })),
  cardOfAnotherVehicle: withValues("{field} '{card}' belongs to another vehicle", (field: string, card: string) => ({ field, card })),
  cardNotAssigned: withValues("RFID card '{card}' is not assigned to a vehicle", (card: string) => ({ card })),
  /** 'Tare Weight must be below the scale capacity of 150,000 kg'. */
  aboveCapacity: withValues('{field} must be below the scale capacity of {capacity} kg', (field: string, capacity: string) => ({ field, capacity })),
  grossNotAboveTare: withValues('{field} {gross} must be above the tara weight {tare}', (field: string, gross: string, tare: string) => ({ field, gross, tare })),
  alreadyVoided: withValues('Document {number} is already voided', (number: string) => ({ number })),
  voidedNotCorrectable: withValues('Document {number} is voided and cannot be corrected', (number: string) => ({ number })),
  noBackup: withValues('There is no backup {name} in the backup folder', (name: string) => ({ name })),
  backupNotWritten: withValues('The backup could not be written to {folder} ({reason})', (folder: string, reason: string) => ({ folder, reason })),
  /** An unauthenticated backup's refusal on the page, with how the command line restores it. */
  restoreFromCommandLine: withValues(
    '{refusal} The page restores only authenticated backups; on the server, npm run db -- restore {name} --accept-unauthenticated restores it all the same.',
    (refusal: string, name: string) => ({ refusal, name }),
  ),
  /** A refusal of clearing the database, with what it means. */
  nothingDeleted: withValues('{refusal}; nothing was deleted', (refusal: string) => ({ refusal })),
  weatherUnavailable: withValues(`${WEATHER_MESSAGES.unavailable}: {reason}`, (reason: string) => ({ reason })),
  permission: withValues('You do not have permission for this action ({permissions})', (permissions: readonly string[]) => ({ permissions: permissions.join(' or ') })),
} as const;
