/** The top of a master data page: its name on the left, its controls (search, Add button) on the right. */
import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageToolbar({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="md" gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Group gap="sm">{children}</Group>
    </Group>
  );
}
