/**
 * GET /api/scales/{id}/live (Server-Sent Events): the scale's readings and the cards read at it, as they
 * come. The stream opens with the page, follows the chosen scale and closes when the page does.
 */
import { type CardRead, cardReadSchema, LIVE_EVENTS, LIVE_HEARTBEAT_MS, type ScaleReading, scaleReadingSchema } from '@weighbridge/contract/scales';
import { useEffect, useEffectEvent, useState } from 'react';
import { apiLiveEvents, parseJson } from '../../../app/api-client';
import type { LiveReading } from '../logic/scale-indicator';

/**
 * A reading not followed by another within this time counts as lost: the server sends one at least every
 * second while the indicator talks, so a frozen display never passes for a stable weight.
 */
const READING_SILENCE_MS = 2500;

/** A stream that has not even sent its heartbeat for this long is dead and is opened again. */
const STREAM_SILENCE_MS = 2 * LIVE_HEARTBEAT_MS;

type Live = LiveReading & { scaleId: number };

export type LiveHandlers = {
  /** Each reading as it comes, e.g. to drop a captured weight the scale no longer shows. */
  onReading: (reading: ScaleReading) => void;
  /** A card read at a reader standing at this scale. */
  onCard: (card: CardRead) => void;
};

export function useScaleLive(scaleId: number, handlers: LiveHandlers): LiveReading {
  const [state, setState] = useState<Live>({ scaleId, reading: null, live: false });
  const readingCame = useEffectEvent(handlers.onReading);
  const cardRead = useEffectEvent(handlers.onCard);

  useEffect(() => {
    let readingSilence: ReturnType<typeof setTimeout> | undefined;
    const update = (patch: Partial<LiveReading>) =>
      setState((current) => ({ ...(current.scaleId === scaleId ? current : { reading: null, live: false }), ...patch, scaleId }));
    const stop = apiLiveEvents(`/scales/${scaleId}/live`, {
      silenceLimitMs: STREAM_SILENCE_MS,
      onOnline: (online) => {
        if (!online) update({ live: false });
      },
      onEvent: ({ event, data }) => {
        if (event === LIVE_EVENTS.reading) {
          const reading = scaleReadingSchema.safeParse(parseJson(data));
          if (!reading.success || reading.data.scale_id !== scaleId) return;
          update({ reading: reading.data, live: true });
          readingCame(reading.data);
          clearTimeout(readingSilence);
          readingSilence = setTimeout(() => update({ live: false }), READING_SILENCE_MS);
        }
        if (event === LIVE_EVENTS.card) {
          const card = cardReadSchema.safeParse(parseJson(data));
          if (card.success && card.data.scale_id === scaleId) cardRead(card.data);
        }
      },
    });
    return () => {
      stop();
      clearTimeout(readingSilence);
    };
  }, [scaleId]);

  return state.scaleId === scaleId ? { reading: state.reading, live: state.live } : { reading: null, live: false };
}
