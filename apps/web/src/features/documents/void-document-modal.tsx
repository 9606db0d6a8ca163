/**
 * The delete confirmation (administrators): deleting a scale document voids it, so the dialog says Void.
 * The reason the administrator types is required (the server refuses a blank one). The document leaves
 * every list, total and report but stays on record with who voided it, when and why.
 */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../components/toast';
import { useFieldTexts } from '../../lib/field-texts';
import { useKnownTexts } from '../../lib/known-texts';
import { useVoidScaleDocument } from './api/void-scale-document';
import { documentLabel, registrationOf } from './document-labels';
import { voidMessages as text } from './messages';
import { DIALOG_TITLE_STYLES } from '../../components/form-modal';

const REASON_MAX_LENGTH = 500;

export function VoidDocumentModal({ document, onClose }: { document: ScaleDocument; onClose: () => void }) {
  const voidDocument = useVoidScaleDocument();
  const [reason, setReason] = useState('');
  const label = documentLabel(document);
  const reasonGiven = reason.trim() !== '';
  const intl = useIntl();
  // A refusal about a field ('Reason must be at most 500 characters') reads in the page's language too.
  const refusalText = useFieldTexts('scale-documents').say;
  // The server's answer names the document it voided ('Document SD-2026-000123 voided'), a text with values.
  const knownText = useKnownTexts();

  function confirm() {
    if (!reasonGiven) return;
    voidDocument.mutate(
      { documentId: document.document_id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          showToast('success', knownText(answer.message));
          onClose();
        },
        onError: (error) => window.alert(intl.formatMessage(text.failed, { error: refusalText(error.message) })),
      },
    );
  }

  const close = () => {
    if (!voidDocument.isPending) onClose();
  };

  return (
    <Modal opened onClose={close} title={intl.formatMessage(text.title)}
      closeButtonProps={{ 'aria-label': intl.formatMessage(text.closeDialog) }}
      styles={DIALOG_TITLE_STYLES}>
      <Stack gap="sm">
        <Text>
          <FormattedMessage {...text.question} values={{ label, registration: registrationOf(document) }} />
        </Text>
        <Textarea
          label={intl.formatMessage(text.reason)}
          description={intl.formatMessage(text.reasonDescription)}
          required
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={REASON_MAX_LENGTH}
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close} disabled={voidDocument.isPending}>
            <FormattedMessage {...text.cancel} />
          </Button>
          <Button color="red.9" onClick={confirm} loading={voidDocument.isPending} disabled={!reasonGiven}>
            <FormattedMessage {...text.confirm} />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
