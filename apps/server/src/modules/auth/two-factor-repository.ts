/** Queries of two-factor sign-in: the user's secret and last code, recovery codes, sign-in challenges. */
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { recoveryCodes, signInChallenges, users } from '../../db/schema.js';

export async function setTotp(
  executor: Executor,
  userId: number,
  values: { totpSecret: string | null; totpEnabledAt: Date | null; totpLastStep?: number | null },
): Promise<void> {
  await executor
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Takes a code's time step as the user's last: answers false when that step or a later one was taken
 * already (the same code again, from this server or another), so a code signs in once.
 */
export async function takeTotpStep(executor: Executor, userId: number, step: number): Promise<boolean> {
  const taken = await executor
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return taken.length > 0;
}

/** Replaces the user's recovery codes with new ones (their hashes). */
export async function replaceRecoveryCodes(executor: Executor, userId: number, codeHashes: string[], at: Date): Promise<void> {
  await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codeHashes.length > 0) await executor.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
}

/** Marks an unused recovery code used; answers whether it was one. */
export async function takeRecoveryCode(executor: Executor, userId: number, codeHash: string, at: Date): Promise<boolean> {
  const taken = await executor
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return taken.length > 0;
}

/** Whether the code (its hash) is one of the user's recovery codes that was used already. */
export async function recoveryCodeWasUsed(executor: Executor, userId: number, codeHash: string): Promise<boolean> {
  const used = await executor
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNotNull(recoveryCodes.usedAt)))
    .limit(1);
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.value ?? 0;
}

export async function insertChallenge(executor: Executor, values: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
  await executor.insert(signInChallenges).values(values);
}

/** The user of a challenge that is neither used nor expired at `now`. */
export async function findOpenChallenge(executor: Executor, tokenHash: string, now: Date): Promise<{ id: number; userId: number } | undefined> {
  const [row] = await executor
    .select({ id: signInChallenges.id, userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(and(eq(signInChallenges.tokenHash, tokenHash), isNull(signInChallenges.usedAt), gt(signInChallenges.expiresAt, now)));
  return row;
}

/** Uses a challenge up; answers false when another request used it first. */
export async function takeChallenge(executor: Executor, id: number, at: Date): Promise<boolean> {
  const taken = await executor
    .update(signInChallenges)
    .set({ usedAt: at })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt)))
    .returning({ id: signInChallenges.id });
  return taken.length > 0;
}

/** Challenges are good for minutes: those that ended a day ago are of no use to anyone. */
export async function pruneChallenges(executor: Executor, before: Date): Promise<void> {
  await executor.delete(signInChallenges).where(lt(signInChallenges.expiresAt, before));
}
