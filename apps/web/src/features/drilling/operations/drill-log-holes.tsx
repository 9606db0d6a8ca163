/**
 * The holes of a log one by one: each row its design and actual depth, 'Add a hole' repeating the last row so that a
 * pattern's holes take a tap each, and a row removed with its own button. Sized for a finger.
 */
import { NumberInput, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { type HoleDraft, nextHole } from './drill-log-draft';
import { drillLogMessages as text } from './messages';
import { RowList, type RowPlace } from './row-list';

type Props = { holes: readonly HoleDraft[]; error: string | undefined; onChange: (holes: HoleDraft[]) => void };

export function DrillLogHoles({ holes, error, onChange }: Props) {
  const intl = useIntl();
  return (
    <RowList
      rows={holes}
      onChange={onChange}
      error={error}
      emptyText={intl.formatMessage(text.noHoles)}
      addFullWidth
      newRow={nextHole}
      addLabel={intl.formatMessage(text.addHole)}
      removeLabel={({ number }) => intl.formatMessage(text.removeHole, { number })}
      fields={(hole, place, change) => (
        <>
          <Text fw={600} w={70} pb={10}>
            {intl.formatMessage(text.holeNumber, { number: place.number })}
          </Text>
          <HoleDepthInput place={place} depth="design" value={hole.design} onChange={(design) => change({ design })} />
          <HoleDepthInput place={place} depth="actual" value={hole.actual} onChange={(actual) => change({ actual })} />
        </>
      )}
    />
  );
}

type DepthProps = { place: RowPlace; depth: keyof HoleDraft; value: HoleDraft[keyof HoleDraft]; onChange: (value: HoleDraft[keyof HoleDraft]) => void };

/** A hole's design or actual depth in metres; the first row's is labelled above it, every row's named for a reader. */
function HoleDepthInput({ place, depth, value, onChange }: DepthProps) {
  const intl = useIntl();
  const name = intl.formatMessage(depth === 'design' ? text.designDepth : text.actualDepth);
  return (
    <NumberInput
      size="md"
      style={{ flex: 1 }}
      label={place.index === 0 ? name : undefined}
      aria-label={intl.formatMessage(text.holeDepth, { number: place.number, depth: name })}
      min={0}
      step={0.5}
      decimalScale={2}
      inputMode="decimal"
      value={value}
      onChange={onChange}
    />
  );
}
