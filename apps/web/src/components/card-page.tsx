/**
 * A page that stands outside the app's shell (the sign-in, a step the sign-in requires, the ticket
 * verification anyone may open): one card in the middle of a grey screen, headed by the page's title and
 * a line saying what the page asks.
 */
import { Box, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** `corner`: what sits in the card's top right corner, out of the way of its content (the language). */
export function CardPage({ width, corner, children }: { width: number; corner?: ReactNode; children: ReactNode }) {
  return (
    <Box component="main" mih="100vh" bg="var(--app-page-background)" display="flex" style={{ alignItems: 'center', justifyContent: 'center' }} p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={width}>
        {corner && (
          <Group justify="flex-end" mt={-12} mr={-12} mb={4}>
            {corner}
          </Group>
        )}
        {children}
      </Paper>
    </Box>
  );
}

type CardPageHeadingProps = {
  title: string;
  /** Lets a form inside the card be named by the title. */
  id?: string;
  children: ReactNode;
};

export function CardPageHeading({ title, id, children }: CardPageHeadingProps) {
  return (
    <div>
      <Title order={1} size="h2" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </div>
  );
}
