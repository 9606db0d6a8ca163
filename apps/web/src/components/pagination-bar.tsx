/** Previous, at most five page numbers around the current page, and Next (spec part 1 section 9): the documents list and any other paged table. */
import { Button, Group, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { paginationMessages as text } from './messages';
import { pageWindow } from './page-window';

type PaginationBarProps = { page: number; pages: number; total: number; limit: number; onPage: (page: number) => void };

export function PaginationBar({ page, pages, total, limit, onPage }: PaginationBarProps) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        <FormattedMessage {...text.showing} values={{ first: String(first), last: String(last), total: String(total) }} />
      </Text>
      <Group gap={4} component="nav" aria-label={intl.formatMessage(text.pages)}>
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <FormattedMessage {...text.previous} />
        </Button>
        {pageWindow(page, pages).map((number) => (
          <Button
            key={number}
            size="xs"
            variant={number === page ? 'filled' : 'default'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={intl.formatMessage(text.page, { number: String(number) })}
            onClick={() => onPage(number)}
          >
            {number}
          </Button>
        ))}
        <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <FormattedMessage {...text.next} />
        </Button>
      </Group>
    </Group>
  );
}
