/** How the Stop Counter's figures are computed: the time usage model of packages/contract/src/time-usage.ts and the lost tons, in words. */
import { List, Paper, Text, Title } from '@mantine/core';
import { TRAILING_RATE_DAYS } from '@weighbridge/contract/stop-figures';
import { useIntl } from 'react-intl';
import { figuresMessages as text, lostTonsMessage } from './messages';

const FORMULAS = [
  text.calendar,
  text.down,
  text.available,
  text.standby,
  text.utilised,
  text.operating,
  text.physicalAvailability,
  text.useOfAvailability,
  text.effectiveUtilisation,
  text.mtbf,
  text.mttr,
] as const;

export function FiguresExplained() {
  const intl = useIntl();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="xs">
        {intl.formatMessage(text.title)}
      </Title>
      <Text size="sm" mb="xs">
        {intl.formatMessage(text.intro)}
      </Text>
      <List size="sm" spacing={2}>
        {FORMULAS.map((formula) => (
          <List.Item key={formula.id}>{intl.formatMessage(formula)}</List.Item>
        ))}
        <List.Item>{intl.formatMessage(lostTonsMessage, { days: TRAILING_RATE_DAYS })}</List.Item>
      </List>
    </Paper>
  );
}
