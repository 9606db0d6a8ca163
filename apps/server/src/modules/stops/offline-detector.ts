/**
 * Detected stops of the scales: an indicator that is offline, or connected but silent (stale), for longer
 * than the set time opens a stop 'Indicator offline' from the moment its last frame came; the stop closes
 * when readings return. Only the instance that holds a scale's indicator watches it (several servers on one
 * database each watch their own), and the database's no-overlap rule keeps a scale that someone stopped by
 * hand from getting a second stop.
 */
import { INDICATOR_OFFLINE_REASON } from '@weighbridge/contract/stops';
import type { HeldDevices } from '@weighbridge/contract/system';
import type { ScaleReading } from '@weighbridge/contract/scales';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log.js';
import { violatedExclusion } from '../../db/constraint-violations.js';
import type { Db } from '../../db/database.js';
import { stopReasons, stops } from '../../db/tables/stops.js';
import type { Clock } from '../../lib/clock.js';
import { insertStop } from './repository.js';

/** What the detector reads of the scales' connections. */
export type WatchedScales = { held: () => HeldDevices; scaleReading: (scaleId: number) => ScaleReading | undefined };

/** How often the held scales are looked at. */
const WATCH_EVERY_MS = 5_000;

export type OfflineDetector = { check: () => Promise<void>; start: () => void; stop: () => void };

export function createOfflineDetector(deps: { db: Db; scales: WatchedScales; clock: Clock; offlineAfterMs: number; log: FastifyBaseLogger }): OfflineDetector {
  const { db, clock } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /** The open detected stops of the scales, by scale: one query a pass, whatever the number of scales. */
  const openDetected = async (): Promise<Map<number, number>> => {
    const rows = await db
      .select({ id: stops.id, scaleId: stops.scaleId })
      .from(stops)
      .where(and(isNotNull(stops.scaleId), isNull(stops.endedAt), eq(stops.detection, 'indicator_offline')));
    return new Map(rows.map((row) => [row.scaleId!, row.id]));
  };

  const open = async (scaleId: number, since: Date) => {
    const [reason] = await db
      .select({ id: stopReasons.id })
      .from(stopReasons)
      .where(and(eq(stopReasons.equipmentClass, 'scale'), sql`lower(${stopReasons.name}) = lower(${INDICATOR_OFFLINE_REASON})`));
    try {
      await db.transaction(async (tx) => {
        const stopId = await insertStop(tx, {
          equipmentClass: 'scale',
          machineId: scaleId,
          startedAt: since,
          endedAt: null,
          reasonId: reason?.id ?? null,
          comment: null,
          source: 'detected',
          detection: 'indicator_offline',
          recordedBy: null,
        });
        await recordAudit(tx, { action: 'stop.detect', outcome: 'success', entityType: 'stop', entityId: String(stopId), details: { scaleId, since: since.toISOString() } });
      });
    } catch (error) {
      // The scale is already stopped (by hand, or by this detector on another pass): nothing to add.
      if (!violatedExclusion(error)) throw error;
    }
  };

  const close = async (stopId: number, at: Date) => {
    await db.transaction(async (tx) => {
      await tx.update(stops).set({ endedAt: at }).where(and(eq(stops.id, stopId), isNull(stops.endedAt)));
      await recordAudit(tx, { action: 'stop.detect-end', outcome: 'success', entityType: 'stop', entityId: String(stopId), details: { endedAt: at.toISOString() } });
    });
  };

  /** When each scale that has sent no frame since this server started was first seen silent. */
  const silentSinceStart = new Map<number, Date>();

  const checkScale = async (scaleId: number, now: Date, detected: number | undefined) => {
    const reading = deps.scales.scaleReading(scaleId);
    if (!reading) return;
    const silent = !reading.connected || reading.stale;
    if (!silent || reading.last_frame_at) silentSinceStart.delete(scaleId);
    else if (!silentSinceStart.has(scaleId)) silentSinceStart.set(scaleId, now);
    if (!silent) {
      if (detected !== undefined) await close(detected, now);
      return;
    }
    if (detected !== undefined) return;
    const since = reading.last_frame_at ? new Date(reading.last_frame_at) : silentSinceStart.get(scaleId)!;
    if (now.getTime() - since.getTime() >= deps.offlineAfterMs) await open(scaleId, since);
  };

  const check = async () => {
    const now = clock.now();
    const held = deps.scales.held().scales;
    if (held.length === 0) return;
    const detected = await openDetected().catch((error: unknown) => deps.log.warn({ err: error }, 'stop detection failed'));
    if (!detected) return;
    for (const scaleId of held) {
      await checkScale(scaleId, now, detected.get(scaleId)).catch((error: unknown) => deps.log.warn({ err: error, scaleId }, 'stop detection failed'));
    }
  };

  return {
    check,
    start: () => {
      timer = setInterval(() => {
        running ??= check().finally(() => (running = undefined));
      }, WATCH_EVERY_MS);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
