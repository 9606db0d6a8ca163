import { Paper, Text } from '@mantine/core';

/** Body of a real page whose screen is still to be built; the route and the header title already exist. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Text>{title}: this page is not built yet.</Text>
    </Paper>
  );
}
