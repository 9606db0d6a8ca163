/** How Plan vs Actual's figures are computed (packages/contract/src/drilling.ts and blasts.ts), in words. */
import { List, Paper, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { drillingFormulaMessages as text } from './messages';

const FORMULAS = [text.metres, text.perShift, text.perDrillHour, text.volume, text.tonsBroken, text.powderFactor, text.hauled, text.remaining, text.perWeighedTon, text.variance, text.rigTons] as const;

export function PlanVsActualExplained() {
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
      </List>
    </Paper>
  );
}
