/** Business constants from the specification, defined once for server and web. */

/** Toast notifications vanish after this many milliseconds (part 1 section 9). */
export const TOAST_DURATION_MS = 3000;

/** Page size of the weighing history (part 1 section 9). */
export const HISTORY_PAGE_SIZE = 20;

/** Recent transactions loaded on the dashboard (part 1 section 9). */
export const DASHBOARD_RECENT_LIMIT = 50;

/** At most this many page-number buttons in a pagination bar. */
export const MAX_PAGE_BUTTONS = 5;

/** Largest accepted Excel upload: 10 MB (part 1 section 5). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** Error and skipped detail lists of an import show the first 20 entries. */
export const IMPORT_DETAIL_ROWS_SHOWN = 20;

/** Scale and reader ids are fixed on load recording (part 1 section 9). */
export const FIXED_SCALE_ID = 1;
export const FIXED_READER_ID = 1;

/** Kilograms per ton: the dashboard divides kg by this. */
export const KG_PER_TON = 1000;

/** Shortest password a user may be given. */
export const MIN_PASSWORD_LENGTH = 8;
