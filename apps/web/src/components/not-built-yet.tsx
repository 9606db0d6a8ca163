import { Paper, Text, Title } from '@mantine/core';

/** Body of a real page whose screen is still to be built; the route already exists. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      <Text>This page is not built yet.</Text>
    </Paper>
  );
}
