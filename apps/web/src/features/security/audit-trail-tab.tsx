/**
 * The Audit trail tab: the filters, Export Excel, the table a page at a time (Newer and Older, newest
 * first) and a row's before and after. The pages follow the server's cursors, so an event written while
 * someone reads does not shift the rows of the page they are on.
 */
import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { AuditEntry } from '@weighbridge/contract/audit-log';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { LoadingNotice } from '../../components/loading-notice';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useFormat } from '../../lib/use-format';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useExportAuditLog } from './api/export-audit-log';
import { useAuditLog } from './api/get-audit-log';
import { AuditEntryModal } from './audit-entry-modal';
import { type AuditFilters, auditFilterParams, auditPageParams, NO_AUDIT_FILTERS } from './audit-filters';
import { AuditFiltersForm } from './audit-filters-form';
import { AuditTable } from './audit-table';
import { auditTrailMessages as text, pageMessages } from './messages';

export function AuditTrailTab() {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const { formatNumber } = useFormat();
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  /** The cursors of the pages shown so far: the first page has none, each next one the cursor the page before gave. */
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  const pageIndex = cursors.length - 1;
  const trail = useAuditLog(auditPageParams(applied, cursors[pageIndex]));
  const exporting = useExportAuditLog();

  useLoadFailure(trail.isError, () => showToast('error', intl.formatMessage(pageMessages.loadFailed)));

  function apply(filters: AuditFilters) {
    setDraft(filters);
    setApplied(filters);
    setCursors([undefined]);
  }

  /** The file holds what the table shows: the applied filters, every page of them. */
  function exportApplied() {
    exporting.mutate(auditFilterParams(applied), { onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.exportFailed)))) });
  }

  const pagination = trail.data?.pagination;
  const rows = trail.data?.data ?? [];
  const first = pageIndex * (pagination?.limit ?? 0) + 1;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} loading={exporting.isPending} onClick={exportApplied}>
          {intl.formatMessage(text.exportExcel)}
        </Button>
      </Group>
      <AuditFiltersForm
        draft={draft}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        onApply={() => apply(draft)}
        onClear={() => apply(NO_AUDIT_FILTERS)}
      />
      {trail.isPending ? (
        <LoadingNotice />
      ) : (
        <Paper withBorder radius="md" p="xs">
          <Box opacity={trail.isPlaceholderData ? 0.6 : 1} aria-busy={trail.isFetching}>
            <AuditTable entries={rows} onOpen={setOpened} />
          </Box>
          {pagination && (
            <Group justify="space-between" gap="sm" p="xs">
              <Text size="sm" c="dimmed">
                {rows.length > 0
                  ? intl.formatMessage(text.showing, {
                      first: formatNumber(first),
                      last: formatNumber(first + rows.length - 1),
                      total: formatNumber(pagination.total),
                    })
                  : ''}
              </Text>
              <Group gap={4} component="nav" aria-label={intl.formatMessage(text.pages)}>
                <Button variant="default" size="xs" disabled={pageIndex === 0} onClick={() => setCursors((shown) => shown.slice(0, -1))}>
                  {intl.formatMessage(text.newer)}
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  disabled={!pagination.nextCursor || trail.isPlaceholderData}
                  onClick={() => setCursors((shown) => [...shown, pagination.nextCursor ?? undefined])}
                >
                  {intl.formatMessage(text.older)}
                </Button>
              </Group>
            </Group>
          )}
        </Paper>
      )}
      {opened && <AuditEntryModal entry={opened} onClose={() => setOpened(null)} />}
    </Stack>
  );
}
