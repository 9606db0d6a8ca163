/** The explosive products of a blast, a row each (product and kg), one added with a tap; at least one is needed. */
import { NumberInput, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ExplosiveDraft } from './blast-draft';
import { blastMessages as text } from './messages';
import { RowList } from './row-list';

type Props = { explosives: readonly ExplosiveDraft[]; label: string; error: string | undefined; onChange: (explosives: ExplosiveDraft[]) => void };

export function BlastExplosives({ explosives, label, error, onChange }: Props) {
  const intl = useIntl();
  return (
    <RowList
      rows={explosives}
      onChange={onChange}
      label={label}
      error={error}
      fewest={1}
      newRow={() => ({ product: '', kg: '' })}
      addLabel={intl.formatMessage(text.addExplosive)}
      removeLabel={({ number }) => intl.formatMessage(text.removeExplosive, { number })}
      fields={(row, { index, number }, change) => (
        <>
          <TextInput
            size="md"
            style={{ flex: 2 }}
            label={index === 0 ? intl.formatMessage(text.product) : undefined}
            aria-label={intl.formatMessage(text.productNumber, { number })}
            value={row.product}
            onChange={(event) => change({ product: event.currentTarget.value })}
          />
          <NumberInput
            size="md"
            style={{ flex: 1 }}
            label={index === 0 ? intl.formatMessage(text.kg) : undefined}
            aria-label={intl.formatMessage(text.kgNumber, { number })}
            min={0}
            step={25}
            decimalScale={2}
            inputMode="decimal"
            value={row.kg}
            onChange={(kg) => change({ kg })}
          />
        </>
      )}
    />
  );
}
