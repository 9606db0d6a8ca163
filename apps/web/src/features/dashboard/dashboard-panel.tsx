/** A titled block of the dashboard, and what it shows while loading, after a failure or without data. */
import { Paper, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { NOT_SET } from '../../lib/format';

export function DashboardPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} h="100%">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

type PanelContentProps<T> = {
  query: { data: T | undefined; isPending: boolean };
  isEmpty: (data: T) => boolean;
  emptyText: string;
  skeletonHeight: number;
  children: (data: T) => ReactNode;
};

/** A failed load shows a dash, not an empty text that would claim there is nothing. */
export function PanelContent<T>({ query, isEmpty, emptyText, skeletonHeight, children }: PanelContentProps<T>) {
  if (query.isPending) return <Skeleton height={skeletonHeight} radius="sm" />;
  if (query.data === undefined) return <Text c="dimmed">{NOT_SET}</Text>;
  if (isEmpty(query.data)) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {emptyText}
      </Text>
    );
  }
  return children(query.data);
}
