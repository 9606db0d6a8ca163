/**
 * The keys of every PostgreSQL advisory lock the application takes, in one place so that no two of them
 * meet. One-number keys lock a task; two-number keys lock one device of a class (the class, then the
 * device's id), or one year of a plan (the plan's class, then the year). PostgreSQL keeps the two kinds apart, so a class may equal a task's number without harm.
 */

/** Serialises what several processes starting together do once: migrations, report totals, first admin ('weig'). */
export const MIGRATION_LOCK_ID = 0x77656967;
/** Scheduled backups: one server of several takes each ('wbkp'). */
export const BACKUP_SCHEDULE_LOCK_ID = 0x77626b70;
/** An import's acceptance, from its start to its commit ('impo'). */
export const IMPORT_LOCK_ID = 0x696d706f;

/** The recount of blasts' hauled loads in the report totals, taken by apps/server/sql/report-totals.sql ('wbbt'). */
export const BLAST_TOTALS_LOCK_ID = 0x77626274;

/** The classes of the device locks: the instance holding a scale's or reader's lock talks to it. */
export const DEVICE_LOCK_CLASSES = {
  /** 'wbsc' */
  scale: 0x77627363,
  /** 'wbrd' */
  reader: 0x77627264,
} as const;

/** The crush plan of one year, while a draft is numbered or a revision approved ('wbcp'; the year is the second number). */
export const CRUSH_PLAN_LOCK_CLASS = 0x77626370;
/** Two-number keys of a drilling plan's year (then the year): numbering a new revision and approving one follow each other ('wbdp'). */
export const DRILLING_PLAN_YEAR_LOCK_CLASS = 0x77626470;
/** Two-number keys of the shift logs' kept months, counted again by drizzle/0042_shift_months.sql (then the plant; 'wbsm'). */
export const SHIFT_MONTHS_LOCK_CLASS = 0x7762736d;
