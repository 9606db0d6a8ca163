/**
 * How a page's figures are computed, in words: a title, what the figures are drawn from, and one formula a
 * line. Stop Counter, Production and Drilling each pass their own texts, already in the reader's language.
 */
import { List, Paper, Text, Title } from '@mantine/core';

type FormulasExplainedProps = { title: string; intro: string; formulas: readonly string[] };

export function FormulasExplained({ title, intro, formulas }: FormulasExplainedProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Text size="sm" mb="xs">
        {intro}
      </Text>
      <List size="sm" spacing={2}>
        {formulas.map((formula) => (
          <List.Item key={formula}>{formula}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
