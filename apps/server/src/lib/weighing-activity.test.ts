import { describe, expect, it } from 'vitest';
import { asWeighing, msSinceWeighing, noWeighingInProgress, weighingsInProgress } from './weighing-activity.js';

describe('whether the server is weighing', () => {
  it('has never weighed on a database it has not weighed on', () => {
    expect(msSinceWeighing({})).toBe(Number.POSITIVE_INFINITY);
    expect(weighingsInProgress({})).toBe(0);
  });

  it('is weighing while a weighing is in progress, and counts the time since it began once answered', async () => {
    const database = {};
    let answer: () => void = () => undefined;
    const weighing = asWeighing(database, () => new Promise<void>((resolve) => (answer = resolve)));
    expect(weighingsInProgress(database)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(msSinceWeighing(database)).toBe(0);
    answer();
    await weighing;
    expect(weighingsInProgress(database)).toBe(0);
    expect(msSinceWeighing(database)).toBeGreaterThanOrEqual(25);
    expect(msSinceWeighing(database)).toBeLessThan(1000);
  });

  it('ends a weighing that fails too, and keeps databases apart', async () => {
    const database = {};
    await expect(asWeighing(database, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(weighingsInProgress(database)).toBe(0);
    expect(msSinceWeighing(database)).toBeLessThan(1000);
    expect(msSinceWeighing({})).toBe(Number.POSITIVE_INFINITY);
  });

  it('lets a waiter go on as soon as the last weighing in progress is answered, or after its longest wait', async () => {
    const database = {};
    expect(await Promise.race([noWeighingInProgress(database, 10_000).then(() => 'at once'), new Promise((r) => setTimeout(() => r('waited'), 50))])).toBe('at once');
    let answer: () => void = () => undefined;
    const weighing = asWeighing(database, () => new Promise<void>((resolve) => (answer = resolve)));
    let idle = false;
    const waiting = noWeighingInProgress(database, 10_000).then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(idle).toBe(false);
    answer();
    await weighing;
    await waiting;
    expect(idle).toBe(true);
    const stuck = asWeighing(database, () => new Promise<void>(() => undefined));
    const started = performance.now();
    await noWeighingInProgress(database, 40);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    void stuck;
  });
});
