/**
 * The detail dialog: every field of the document, its integrity, the manual-weight and overload flags,
 * for a voided document who voided it, when and why, and how often its ticket was printed, with the
 * button that prints it (again). A tara row has no document to load, and no ticket: its row is all there
 * is to show.
 */
import { Alert, Badge, Center, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { WEIGHT_SOURCE_LABELS } from '@weighbridge/contract/history-columns';
import type { ScaleDocument, ScaleDocumentDetail } from '@weighbridge/contract/scale-documents';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePermissions } from '../../app/permissions/permission-context';
import { usePrintTicket } from '../../app/queries/print-ticket';
import { useScaleDocument } from '../../app/queries/scale-documents';
import { loadingMessages } from '../../components/messages';
import { PrintTicketButton, TicketSizeSelect } from '../../components/ticket-print-controls';
import { knownTextMessage } from '../../lib/contract-messages';
import { NOT_SET } from '../../lib/format';
import { printCountMessage } from '../../lib/messages';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useWeightText } from '../../lib/site-weights';
import { useFormat } from '../../lib/use-format';
import { useLoadFailure } from '../../lib/use-load-failure';
import { documentLabel, statusColour } from './document-labels';
import { DocumentFields } from './document-fields';
import { detailMessages as text, statusMessage } from './messages';
import { DIALOG_TITLE_STYLES } from '../../components/form-modal';

export function DocumentDetailModal({ row, onClose }: { row: ScaleDocument; onClose: () => void }) {
  const isTara = row.weighing_type === 'tare';
  const detail = useScaleDocument(isTara ? null : row.document_id);
  const weightText = useWeightText();
  const intl = useIntl();

  useLoadFailure(detail.isError, () => {
    window.alert(intl.formatMessage(text.failed));
    onClose();
  });

  const checked = isTara ? undefined : detail.data;
  const document = isTara ? row : checked;
  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage(text.title, { label: documentLabel(row) })}
      size="xl"
      closeButtonProps={{ 'aria-label': intl.formatMessage(text.closeDialog) }}
      styles={DIALOG_TITLE_STYLES}>
      {document ? (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={statusColour(document.status)} variant="light">
              <FormattedMessage {...statusMessage} values={{ status: document.status }} />
            </Badge>
            {checked?.integrity === 'verified' && (
              <Badge color="green" variant="light" leftSection={<IconShieldCheck size={14} aria-hidden />}>
                <FormattedMessage {...text.verified} />
              </Badge>
            )}
            {document.weight_source === 'manual' && (
              <Badge color="blue" variant="light">
                <FormattedMessage {...knownTextMessage(WEIGHT_SOURCE_LABELS.manual)} />
              </Badge>
            )}
            {document.overloaded && (
              <Badge color="orange" variant="light">
                <FormattedMessage {...text.overloadedBy} values={{ weight: weightText(document.overload_kg) }} />
              </Badge>
            )}
          </Group>
          {checked && <DetailAlerts detail={checked} />}
          {checked && <TicketPrints detail={checked} />}
          <DocumentFields document={document} />
        </Stack>
      ) : (
        <Center py="xl" role="status">
          <Loader size="sm" mr="sm" aria-hidden />
          <Text>
            <FormattedMessage {...loadingMessages.loading} />
          </Text>
        </Center>
      )}
    </Modal>
  );
}

/** An altered document is reported, never silently shown; a voided one says who voided it and why. */
function DetailAlerts({ detail }: { detail: ScaleDocumentDetail }) {
  const timeZone = useSiteTimeZone();
  const { formatDateTime } = useFormat();
  const intl = useIntl();
  return (
    <>
      {detail.integrity === 'altered' && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={intl.formatMessage(text.integrityFailed)}>
          <FormattedMessage {...text.altered} />
        </Alert>
      )}
      {detail.voided_at !== null && (
        <Alert color="red" variant="outline" title={intl.formatMessage(text.voided)}>
          <FormattedMessage
            {...text.voidedText}
            values={{
              when: formatDateTime(detail.voided_at, timeZone),
              who: detail.voided_by_name ?? NOT_SET,
              reason: detail.void_reason ?? intl.formatMessage(text.noReason),
            }}
          />
        </Alert>
      )}
    </>
  );
}

/** How often the ticket was printed and, for those who may print, the button that prints it (again). */
function TicketPrints({ detail }: { detail: ScaleDocumentDetail }) {
  const mayPrint = usePermissions().hasPermission('scale.documents.print');
  const printing = usePrintTicket();
  const intl = useIntl();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={intl.formatMessage(text.ticket)}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text fw={500} mb={mayPrint ? 8 : 0}>
          <FormattedMessage {...printCountMessage} values={{ count: Math.max(0, detail.ticket_prints) }} />
        </Text>
        {mayPrint && (
          <Group align="flex-end" gap="sm">
            <TicketSizeSelect />
            <PrintTicketButton prints={detail.ticket_prints} loading={printing.isPending} onPrint={() => printing.mutate(detail)} />
          </Group>
        )}
      </Group>
    </Paper>
  );
}
