/** /documents, Scale Documents: the weighing history (spec part 1 sections 2, 4, 6, 8 and 9). */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../app/api-client';
import { usePermissions } from '../../app/permissions/permission-context';
import { usePrintTicket } from '../../app/queries/print-ticket';
import { useSession } from '../../app/session/session-context';
import { LoadingNotice } from '../../components/loading-notice';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useExportScaleDocuments } from './api/export-scale-documents';
import { useScaleDocuments } from './api/get-scale-documents';
import { DocumentDetailModal } from './document-detail-modal';
import { DocumentsTable } from './documents-table';
import { useDayBasis, withDayBasis } from '../../app/preferences/day-basis';
import { DayBasisControl } from '../../app/preferences/day-basis-control';
import { documentFilterParams, documentListParams, filtersFromAddress, type HistoryFilters, NO_FILTERS } from './history-filters';
import { HistoryFiltersForm } from './history-filters-form';
import { pageMessages as text } from './messages';
import { PaginationBar } from '../../components/pagination-bar';
import { SummaryCards } from './summary-cards';
import { VoidDocumentModal } from './void-document-modal';

export function DocumentsPage() {
  // Spec part 1 section 6: the role, not a permission, decides who sees Import Data and delete.
  const isAdmin = useSession().user?.role === 'admin';
  const { hasPermission } = usePermissions();
  const mayExport = hasPermission('scale.documents.export');
  const mayPrint = hasPermission('scale.documents.print');
  // A link may open the history searching for something, e.g. the weighing page's last ticket.
  const [address] = useSearchParams();
  const [draft, setDraft] = useState<HistoryFilters>(() => filtersFromAddress(address));
  const [applied, setApplied] = useState<HistoryFilters>(() => filtersFromAddress(address));
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<ScaleDocument | null>(null);
  const [deleting, setDeleting] = useState<ScaleDocument | null>(null);
  const { basis } = useDayBasis();
  const documents = useScaleDocuments(withDayBasis(documentListParams(applied, page), basis));
  const intl = useIntl();
  const knownText = useKnownTexts();

  const exporting = useExportScaleDocuments();
  const printing = usePrintTicket();

  useLoadFailure(documents.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));

  /** The file holds what the table shows: the applied filters and search, every page of them. */
  function exportApplied() {
    exporting.mutate(withDayBasis(documentFilterParams(applied), basis), {
      onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.exportFailed)))),
    });
  }

  function applyFilters() {
    setApplied(draft);
    setPage(1);
  }

  function clearFilters() {
    setDraft(NO_FILTERS);
    setApplied(NO_FILTERS);
    setPage(1);
  }

  const pagination = documents.data?.pagination;
  // Voiding the only row of the last page leaves that page empty: step back to the new last page.
  if (pagination && !documents.isPlaceholderData && pagination.page > 1 && pagination.page > pagination.pages) {
    setPage(Math.max(1, pagination.pages));
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          <FormattedMessage {...text.title} />
        </Title>
        <Group gap="sm">
          {isAdmin && (
            <Button component={Link} to={PAGE_PATHS.importData} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
              <FormattedMessage {...text.importData} />
            </Button>
          )}
          {mayExport && (
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              loading={exporting.isPending}
              onClick={exportApplied}
            >
              <FormattedMessage {...text.exportExcel} />
            </Button>
          )}
        </Group>
      </Group>
      <SummaryCards totals={pagination} />
      {applied.status === 'voided' && (
        <Text size="sm" c="dimmed">
          <FormattedMessage {...text.voidedNote} />
        </Text>
      )}
      <DayBasisControl />
      <HistoryFiltersForm
        draft={draft}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        onApply={applyFilters}
        onClear={clearFilters}
      />
      {documents.isPending ? (
        <LoadingNotice />
      ) : (
        <Paper withBorder radius="md" p="xs">
          {/* The shown page stays, dimmed, while the next one loads. */}
          <Box opacity={documents.isPlaceholderData ? 0.6 : 1} aria-busy={documents.isFetching}>
            <DocumentsTable
              documents={documents.data?.data ?? []}
              onOpen={setOpened}
              print={
                mayPrint
                  ? { onPrint: (document) => printing.mutate(document), printingId: printing.isPending ? (printing.variables?.document_id ?? null) : null }
                  : undefined
              }
              onDelete={isAdmin ? setDeleting : undefined}
            />
          </Box>
          {pagination && (
            <Box p="xs">
              <PaginationBar
                page={pagination.page}
                pages={pagination.pages}
                total={pagination.total}
                limit={pagination.limit}
                onPage={setPage}
              />
            </Box>
          )}
        </Paper>
      )}
      {opened && <DocumentDetailModal row={opened} onClose={() => setOpened(null)} />}
      {deleting && <VoidDocumentModal document={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
