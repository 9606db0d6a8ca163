/**
 * Every text the contract writes that the pages may receive as English (a refusal, a row's reason, a
 * label the server answers), in sets under the prefix their message ids take. The pages show each in the
 * reader's language (apps/web/src/lib/contract-messages.ts); the server answers only these, and a check
 * (apps/server/src/plugins/refusal-texts.test.ts) finds a refusal written anywhere else.
 */
import { PASSWORD_CHANGE_MESSAGES } from './auth.js';
import { BACKUP_BUSY_MESSAGE, BACKUP_FILE_REFUSALS } from './backups.js';
import { WEATHER_MESSAGES } from './dashboard.js';
import { DOCUMENT_NUMBER_MESSAGES } from './document-numbers.js';
import { COMPETENCY_LABELS } from './drilling-operators.js';
import { DRILLING_MESSAGES } from './drilling.js';
import { EQUIPMENT_MESSAGES } from './equipment.js';
import { FIELD_LABELS, TICKET_FIELDS } from './field-labels.js';
import { HISTORY_HEADERS, WEIGHING_TYPE_LABELS, WEIGHT_SOURCE_LABELS } from './history-columns.js';
import { IMPORT_MESSAGES } from './import.js';
import { IMPORT_ROW_REASONS, IMPORT_WRITING_STOPPED, WORKBOOK_ERRORS } from './import-refusals.js';
import { ANNUAL_MATERIAL_TITLE, MONTHLY_MATERIAL_TITLE } from './material-report-tables.js';
import { menuStatusLabel } from './menu.js';
import { MESSAGES } from './messages.js';
import { PRODUCTION_MESSAGES } from './production.js';
import { PROJECT_DOCUMENT_NOT_FOUND } from './project-documents.js';
import { REFUSALS, REFUSALS_WITH_VALUES } from './refusals.js';
import { NO_DATA } from './report-values.js';
import { CAPTURE_REFUSALS, MANUAL_WEIGHT_MESSAGES } from './scales.js';
import { DOCUMENT_MESSAGES } from './scale-documents.js';
import { SESSION_MESSAGES } from './sessions.js';
import { LOCKOUT_MESSAGES } from './sign-in-lockouts.js';
import { SITE_MESSAGES } from './site.js';
import { EXPORT_MESSAGES } from './spreadsheet-exports.js';
import type { TextWithValues } from './texts-with-values.js';
import { TICKET_MESSAGES, TICKET_SIZE_LABELS } from './tickets.js';
import { STOP_MESSAGES } from './stops.js';
import { TWO_FACTOR_MESSAGES } from './two-factor.js';
import { ROLE_MESSAGES, USER_MESSAGES } from './users.js';
import { WEIGHING_MESSAGES } from './weighing.js';
import { WORKSTATION_MESSAGES } from './workstations.js';

/** A set's texts: plain ones, and ones with values (any other function of a set, such as a choice between two of its texts, is not a text). */
export type KnownTextSet = Readonly<Record<string, string | TextWithValues<never[]> | ((...args: never[]) => string)>>;

export const KNOWN_TEXT_SETS: Readonly<Record<string, KnownTextSet>> = {
  field: TICKET_FIELDS,
  message: MESSAGES,
  'weighing.message': WEIGHING_MESSAGES,
  'scale.capture': CAPTURE_REFUSALS,
  'scale.manualWeight': MANUAL_WEIGHT_MESSAGES,
  'report.value': { noData: NO_DATA },
  'report.title': { monthlyMaterial: MONTHLY_MATERIAL_TITLE, annualMaterial: ANNUAL_MATERIAL_TITLE },
  'ticket.size': TICKET_SIZE_LABELS,
  'menu.status': { active: menuStatusLabel('active'), development: menuStatusLabel('development'), placeholder: menuStatusLabel('placeholder') },
  'history.header': { document: HISTORY_HEADERS.document, dateTime: HISTORY_HEADERS.dateTime, loadingAreaPolygon: HISTORY_HEADERS.loadingAreaPolygon },
  'history.weighingType': WEIGHING_TYPE_LABELS,
  'history.weightSource': WEIGHT_SOURCE_LABELS,
  'ticket.message': TICKET_MESSAGES,
  'field.verify': FIELD_LABELS.verify,
  refusal: { ...REFUSALS, ...REFUSALS_WITH_VALUES },
  'user.message': USER_MESSAGES,
  'role.message': ROLE_MESSAGES,
  'account.passwordChange': PASSWORD_CHANGE_MESSAGES,
  'twoFactor.message': TWO_FACTOR_MESSAGES,
  'session.message': SESSION_MESSAGES,
  'document.message': DOCUMENT_MESSAGES,
  'export.message': EXPORT_MESSAGES,
  'backups.message': { busy: BACKUP_BUSY_MESSAGE },
  'backups.file': BACKUP_FILE_REFUSALS,
  'lockout.message': { notCounted: LOCKOUT_MESSAGES.notCounted },
  // The sets below keep the prefixes their pages gave them first, so that each text keeps its one id.
  'import.message': IMPORT_MESSAGES,
  'import.workbook': WORKBOOK_ERRORS,
  'import.row': IMPORT_ROW_REASONS,
  'import.writing': IMPORT_WRITING_STOPPED,
  'system.message': SITE_MESSAGES,
  'system.workstations.message': WORKSTATION_MESSAGES,
  'system.documentNumbers.message': { saved: DOCUMENT_NUMBER_MESSAGES.saved },
  'dashboard.weather.message': WEATHER_MESSAGES,
  'stops.server': STOP_MESSAGES,
  'stops.equipmentServer': EQUIPMENT_MESSAGES,
  'production.server': PRODUCTION_MESSAGES,
  'drilling.server': DRILLING_MESSAGES,
  'drilling.competency': COMPETENCY_LABELS,
  'timeline.document': { notFound: PROJECT_DOCUMENT_NOT_FOUND },
};
