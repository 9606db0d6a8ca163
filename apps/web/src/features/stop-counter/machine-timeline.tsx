/**
 * One machine's row on the shift timeline: its name, a bar over the shift with its stops in their category's
 * colour and the gaps nobody has accounted for hatched, and at the right the minutes it stood and the minutes
 * not accounted for. A box says what it is, when and how long to a screen reader and in its tooltip; a recorder
 * classifies a gap by clicking it, and one who edits stops corrects a stop the same way.
 */
import { Box, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { BoardMachine, Gap, Stop } from '@weighbridge/contract/stops';
import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { dayMessages, timelineMessages as text } from './messages';
import { clockTime, stopLength } from './stop-time';
import { type HourTick, minutesOf, nowMark, type Placed, placeSpan, type TimelineWindow } from './timeline-geometry';
import { GAP_FILL, stopFill } from './timeline-legend';

/** Name, bar, minutes stopped, minutes not accounted for: the same columns in every row and in the header. */
export const TIMELINE_COLUMNS: CSSProperties = { display: 'grid', gridTemplateColumns: '140px minmax(0, 1fr) 72px 96px', columnGap: 12, alignItems: 'center' };

const BAR_HEIGHT = 30;

type MachineTimelineProps = {
  machine: BoardMachine;
  stops: readonly Stop[];
  gaps: readonly Gap[];
  window: TimelineWindow;
  now: Date;
  ticks: readonly HourTick[];
  /** Left out for those who may not record, or edit: the boxes are not buttons. */
  onGap?: (gap: Gap) => void;
  /** What clicking a stop does, if anything, for the one who looks. */
  stopAction?: (stop: Stop) => (() => void) | undefined;
};

export function MachineTimeline({ machine, stops, gaps, window, now, ticks, onGap, stopAction }: MachineTimelineProps) {
  const intl = useIntl();
  const { locale } = useFormat();
  const timeZone = useSiteTimeZone();
  const placedStops = stops.flatMap((stop) => withPlace(stop, placeSpan(stop.started_at, stop.ended_at, window, now)));
  const placedGaps = gaps.flatMap((gap) => withPlace(gap, placeSpan(gap.started_at, gap.ended_at, window, now)));
  // In the current shift a line marks now: what lies after it is yet to come, not time unaccounted for.
  const nowLeft = nowMark(window, now);

  function label(what: string, place: Placed, open: boolean): string {
    const to = open && place.to.getTime() === now.getTime() ? intl.formatMessage(text.stillStopped) : clockTime(place.to.toISOString(), timeZone, locale);
    const length = stopLength(place.from.toISOString(), place.to.toISOString(), now);
    return intl.formatMessage(text.segment, { name: machine.name, what, from: clockTime(place.from.toISOString(), timeZone, locale), to, ...length });
  }

  return (
    <Box role="listitem" aria-label={intl.formatMessage(text.rowLabel, { name: machine.name })} style={TIMELINE_COLUMNS} py={4}>
      <Text size="sm" fw={600} truncate="end" title={machine.name}>
        {machine.name}
      </Text>
      <Box pos="relative" h={BAR_HEIGHT} bg="gray.1" style={{ borderRadius: 4, overflow: 'hidden' }}>
        {ticks.map((tick) => (
          <span key={tick.left} aria-hidden style={{ position: 'absolute', top: 0, bottom: 0, left: `${tick.left}%`, width: 1, background: 'var(--mantine-color-gray-3)' }} />
        ))}
        {nowLeft !== null && (
          <span data-testid="timeline-now" aria-hidden style={{ position: 'absolute', top: 0, bottom: 0, left: `${nowLeft}%`, width: 2, background: 'var(--mantine-color-red-6)', zIndex: 1 }} />
        )}
        {placedStops.map(({ record: stop, place }) => (
          <Segment
            key={`stop-${stop.stop_id}`}
            place={place}
            fill={stopFill(stop.category)}
            label={label(stop.reason_name ?? intl.formatMessage(dayMessages.notClassified), place, stop.ended_at === null)}
            onClick={stopAction?.(stop)}
          />
        ))}
        {placedGaps.map(({ record: gap, place }) => (
          <Segment key={`gap-${gap.started_at}`} place={place} fill={GAP_FILL} label={label(intl.formatMessage(text.notAccounted), place, false)} onClick={onGap && (() => onGap(gap))}>
            <Text size="xs" fw={700} c="dark.8" truncate="end" px={4} aria-hidden>
              {intl.formatMessage(text.notAccounted)}
            </Text>
          </Segment>
        ))}
      </Box>
      <Text size="sm" ta="right">
        {intl.formatMessage(text.minutes, { minutes: minutesOf(placedStops.map(({ place }) => place)) })}
      </Text>
      <Text size="sm" ta="right" fw={placedGaps.length > 0 ? 700 : undefined}>
        {intl.formatMessage(text.minutes, { minutes: minutesOf(placedGaps.map(({ place }) => place)) })}
      </Text>
    </Box>
  );
}

function withPlace<T>(record: T, place: Placed | null): { record: T; place: Placed }[] {
  return place ? [{ record, place }] : [];
}

type SegmentProps = { place: Placed; fill: CSSProperties; label: string; onClick?: () => void; children?: ReactNode };

/** A box on the bar: a button when it can be acted on, otherwise an image with its description. */
function Segment({ place, fill, label, onClick, children }: SegmentProps) {
  const style: CSSProperties = {
    ...fill,
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: `${place.left}%`,
    width: `${place.width}%`,
    minWidth: 3,
    borderRadius: 3,
    display: 'flex',
    alignItems: 'center',
    overflow: 'hidden',
  };
  return (
    <Tooltip label={label} withArrow openDelay={150}>
      {onClick ? (
        <UnstyledButton aria-label={label} style={{ ...style, cursor: 'pointer' }} onClick={onClick}>
          {children}
        </UnstyledButton>
      ) : (
        <Box role="img" aria-label={label} style={style}>
          {children}
        </Box>
      )}
    </Tooltip>
  );
}
