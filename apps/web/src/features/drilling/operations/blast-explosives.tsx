/** The explosive products of a blast, a row each (product and kg), one added with a tap; at least one is needed. */
import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { ExplosiveDraft } from './blast-draft';
import { blastMessages as text } from './messages';

type Props = { explosives: readonly ExplosiveDraft[]; label: string; error: string | undefined; onChange: (explosives: ExplosiveDraft[]) => void };

export function BlastExplosives({ explosives, label, error, onChange }: Props) {
  const intl = useIntl();
  const setRow = (index: number, patch: Partial<ExplosiveDraft>) => onChange(explosives.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      {explosives.map((row, index) => {
        const number = index + 1;
        return (
          // A product row has no identity of its own but its place in the list.
          <Group key={index} gap="sm" wrap="nowrap" align="flex-end">
            <TextInput
              size="md"
              style={{ flex: 2 }}
              label={index === 0 ? intl.formatMessage(text.product) : undefined}
              aria-label={intl.formatMessage(text.productNumber, { number })}
              value={row.product}
              onChange={(event) => setRow(index, { product: event.currentTarget.value })}
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
              onChange={(kg) => setRow(index, { kg })}
            />
            <ActionIcon
              size={42}
              variant="subtle"
              color="red"
              disabled={explosives.length === 1}
              aria-label={intl.formatMessage(text.removeExplosive, { number })}
              onClick={() => onChange(explosives.filter((_, at) => at !== index))}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
      <Button size="md" variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => onChange([...explosives, { product: '', kg: '' }])} style={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage(text.addExplosive)}
      </Button>
    </Stack>
  );
}
