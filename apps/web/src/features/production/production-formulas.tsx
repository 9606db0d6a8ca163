/** How Production's figures are computed: the formulas of the contract's production-figures.ts, in words. */
import { List, Paper, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { productionFormulaMessages as text } from './messages';

const FORMULAS = [
  text.feedWeighed,
  text.feedLogged,
  text.yield,
  text.tonsPerHour,
  text.utilisation,
  text.availability,
  text.planToDate,
  text.attainment,
  text.specificEnergy,
  text.feedCheck,
] as const;

export function ProductionFormulas() {
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
