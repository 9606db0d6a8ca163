/**
 * The connection to one scale's indicator: its bytes go through the protocol's parser into the scale's
 * reading. A bad frame is counted and skipped. Polled protocols (MT-SICS, SMA) are asked for the weight
 * ten times a second while connected.
 */
import type { Scale } from '@weighbridge/contract/scales';
import type { FastifyBaseLogger } from 'fastify';
import type { DeviceAddress } from './device-address.js';
import { holdDevice } from './device-link.js';
import { DIAGNOSIS_SAMPLE_BYTES, diagnoseStream, silenceDiagnosis } from './diagnosis.js';
import { dropsParityBit, indicatorProtocol, withoutParityBit, withParityBit } from './protocols/protocol.js';
import { type IndicatorReading, ScaleState } from './scale-state.js';

const POLL_INTERVAL_MS = 100;
/** How often what arrived is looked at for a mismatch with the scale's settings. */
const DIAGNOSIS_INTERVAL_MS = 1000;
/** A connection silent this long is said to be silent. */
const SILENCE_MS = 3000;

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

/** `zeroSeenAt`: when the scale last read zero before this connection (seen by another instance that held it). */
export function connectIndicator(
  scale: Scale,
  address: DeviceAddress,
  zeroSeenAt: Date | null,
  events: IndicatorEvents,
  log: FastifyBaseLogger,
): IndicatorConnection {
  const state = new ScaleState(scale.division_kg, zeroSeenAt?.getTime() ?? null);
  let protocol = indicatorProtocol(scale);
  const parityBit = dropsParityBit(address, scale.data_bits);
  let frames = 0;
  let reconnects = 0;
  let polling: NodeJS.Timeout | undefined;
  const where = { scaleId: scale.scale_id, address };
  const watch = mismatchWatch(scale, state);

  const link = holdDevice(address, {
    opened: () => {
      // A frame cut off by the last connection's end is not joined to the first bytes of this one.
      protocol = indicatorProtocol(scale);
      state.setConnected(true);
      watch.opened();
      log.info(where, 'scale indicator connected');
      const { parser, nextRequest } = protocol;
      if (nextRequest) {
        polling = setInterval(() => {
          const request = nextRequest();
          parser.sent?.(request);
          // Behind a converter that passes 8 bits, a 7-bit indicator checks the parity of what it is asked too.
          link.write(parityBit && scale.parity !== 'none' ? withParityBit(Buffer.from(request, 'latin1'), scale.parity).toString('latin1') : request);
        }, POLL_INTERVAL_MS);
      }
      events.connected(true);
    },
    data: (chunk) => {
      const now = Date.now();
      const bytes = parityBit ? withoutParityBit(chunk) : chunk;
      watch.arrived(bytes);
      for (const event of protocol.parser.push(bytes)) {
        if (event.kind === 'frame') {
          frames += 1;
          watch.read();
          state.frame(event.frame, now);
          events.frame();
        } else {
          watch.unread();
          state.parseError();
          log.debug({ ...where, reason: event.reason, raw: event.raw }, 'scale indicator sent a frame that could not be read');
          events.parseError();
        }
      }
    },
    closed: (reason) => {
      clearInterval(polling);
      watch.closed();
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
      watch.stop();
      await link.release();
      state.setConnected(false);
    },
  };
}

/**
 * Keeps the bytes that arrived lately and says, once a second, what is wrong between the scale's settings
 * and them: only while frames cannot be read (or nothing arrives at all), so a scale that reads well pays
 * nothing but the copy of its last bytes.
 */
function mismatchWatch(scale: Scale, state: ScaleState) {
  let sample = Buffer.alloc(0);
  let read = 0;
  let unread = 0;
  let heardAt = Date.now();
  let connected = false;
  const timer = setInterval(() => {
    if (unread > 0) state.diagnose(diagnoseStream(scale, sample));
    else if (read > 0) state.diagnose(null);
    else if (connected && Date.now() - heardAt > SILENCE_MS) state.diagnose(silenceDiagnosis(scale));
    read = 0;
    unread = 0;
  }, DIAGNOSIS_INTERVAL_MS);
  timer.unref();
  return {
    opened: () => {
      connected = true;
      heardAt = Date.now();
      sample = Buffer.alloc(0);
    },
    arrived: (chunk: Buffer) => {
      heardAt = Date.now();
      sample = Buffer.concat([sample, chunk]);
      if (sample.length > DIAGNOSIS_SAMPLE_BYTES) sample = sample.subarray(sample.length - DIAGNOSIS_SAMPLE_BYTES);
    },
    read: () => void (read += 1),
    unread: () => void (unread += 1),
    closed: () => {
      connected = false;
      state.diagnose(null);
    },
    stop: () => clearInterval(timer),
  };
}
