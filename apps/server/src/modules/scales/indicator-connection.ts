/**
 * The connection to one scale's indicator: its bytes go through the protocol's parser into the scale's
 * reading. A bad frame is counted and skipped. Polled protocols (MT-SICS, SMA) are asked for the weight
 * ten times a second while connected.
 */
import type { Scale } from '@weighbridge/contract/scales';
import type { FastifyBaseLogger } from 'fastify';
import type { DeviceAddress } from './device-address.js';
import { holdDevice } from './device-link.js';
import { asciiStreamParser } from './protocols/ascii-stream.js';
import { mtSicsParser, SICS_WEIGHT_REQUEST } from './protocols/mt-sics.js';
import type { StreamParser } from './protocols/reading.js';
import { SMA_WEIGHT_REQUEST, smaParser } from './protocols/sma.js';
import { toledoContinuousParser } from './protocols/toledo-continuous.js';
import { type IndicatorReading, ScaleState } from './scale-state.js';

const POLL_INTERVAL_MS = 100;

/** What happens on an indicator connection, for the live readings and the metrics. */
export type IndicatorEvents = {
  frame: () => void;
  parseError: () => void;
  connected: (connected: boolean) => void;
  reconnecting: () => void;
};

export type IndicatorConnection = {
  reading: (now: number) => IndicatorReading;
  counts: () => { frames: number; reconnects: number };
  close: () => Promise<void>;
};

function parserOf(scale: Scale): StreamParser {
  if (scale.protocol === 'sics') return mtSicsParser();
  if (scale.protocol === 'sma') return smaParser();
  if (scale.protocol === 'ascii') return asciiStreamParser(scale.ascii_pattern ?? '');
  return toledoContinuousParser({ checksum: scale.toledo_checksum });
}

const WEIGHT_REQUESTS: Partial<Record<Scale['protocol'], string>> = { sics: SICS_WEIGHT_REQUEST, sma: SMA_WEIGHT_REQUEST };

/** `zeroSeenAt`: when the scale last read zero before this connection (seen by another instance that held it). */
export function connectIndicator(
  scale: Scale,
  address: DeviceAddress,
  zeroSeenAt: Date | null,
  events: IndicatorEvents,
  log: FastifyBaseLogger,
): IndicatorConnection {
  const state = new ScaleState(scale.division_kg, zeroSeenAt?.getTime() ?? null);
  const request = WEIGHT_REQUESTS[scale.protocol];
  let parser = parserOf(scale);
  let frames = 0;
  let reconnects = 0;
  let polling: NodeJS.Timeout | undefined;
  const where = { scaleId: scale.scale_id, address };

  const link = holdDevice(address, {
    opened: () => {
      // A frame cut off by the last connection's end is not joined to the first bytes of this one.
      parser = parserOf(scale);
      state.setConnected(true);
      log.info(where, 'scale indicator connected');
      if (request) polling = setInterval(() => link.write(request), POLL_INTERVAL_MS);
      events.connected(true);
    },
    data: (chunk) => {
      const now = Date.now();
      for (const event of parser.push(chunk)) {
        if (event.kind === 'frame') {
          frames += 1;
          state.frame(event.frame, now);
          events.frame();
        } else {
          state.parseError();
          log.debug({ ...where, reason: event.reason, raw: event.raw }, 'scale indicator sent a frame that could not be read');
          events.parseError();
        }
      }
    },
    closed: (reason) => {
      clearInterval(polling);
      const wasConnected = state.reading(Date.now()).connected;
      state.setConnected(false);
      if (wasConnected) log.warn({ ...where, reason }, 'scale indicator disconnected');
      else log.debug({ ...where, reason }, 'scale indicator not reachable');
      events.connected(false);
    },
    reconnecting: () => {
      reconnects += 1;
      events.reconnecting();
    },
  });

  return {
    reading: (now) => state.reading(now),
    counts: () => ({ frames, reconnects }),
    close: async () => {
      clearInterval(polling);
      await link.release();
      state.setConnected(false);
    },
  };
}
