/**
 * Recognises PostgreSQL's unique and foreign-key violations by constraint name, so that a service can say
 * which rule a write broke. Both engines report the driver's error, which drizzle wraps as its cause.
 */
type DriverError = { code?: unknown; constraint?: unknown };

function driverError(error: unknown): DriverError {
  if (typeof error !== 'object' || error === null) return {};
  const cause = (error as { cause?: unknown }).cause;
  if (typeof cause === 'object' && cause !== null && 'code' in cause) return cause as DriverError;
  return error as DriverError;
}

function violated(error: unknown, code: string): string | undefined {
  const { code: actual, constraint } = driverError(error);
  return actual === code && typeof constraint === 'string' ? constraint : undefined;
}

/** The unique constraint or index a write broke, if that is why it failed. */
export const violatedUniqueConstraint = (error: unknown) => violated(error, '23505');

/** The foreign key a write or delete broke, if that is why it failed. */
export const violatedForeignKey = (error: unknown) => violated(error, '23503');

/** The exclusion constraint a write broke (two stops of one machine in the same time), if that is why it failed. */
export const violatedExclusion = (error: unknown) => violated(error, '23P01');
