/**
 * The delete confirmation (administrators): deleting a scale document voids it, so the dialog says Void.
 * The reason the administrator types is required (the server refuses a blank one). The document leaves
 * every list, total and report but stays on record with who voided it, when and why.
 */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { useState } from 'react';
import { showToast } from '../../components/toast';
import { useVoidScaleDocument } from './api/void-scale-document';
import { documentLabel, registrationOf } from './document-labels';

const REASON_MAX_LENGTH = 500;

export function VoidDocumentModal({ document, onClose }: { document: ScaleDocument; onClose: () => void }) {
  const voidDocument = useVoidScaleDocument();
  const [reason, setReason] = useState('');
  const label = documentLabel(document);
  const reasonGiven = reason.trim() !== '';

  function confirm() {
    if (!reasonGiven) return;
    voidDocument.mutate(
      { documentId: document.document_id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          onClose();
        },
        onError: (error) => window.alert(`Failed to delete document: ${error.message}`),
      },
    );
  }

  const close = () => {
    if (!voidDocument.isPending) onClose();
  };

  return (
    <Modal opened onClose={close} title="Void Document" closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}>
      <Stack gap="sm">
        <Text>
          Are you sure you want to void document {label} ({registrationOf(document)})? It leaves every list, total
          and report, and stays on record with who voided it, when and why.
        </Text>
        <Textarea
          label="Reason"
          description="Why the ticket is void, e.g. weighed twice or the wrong truck"
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
            Cancel
          </Button>
          <Button color="red.9" onClick={confirm} loading={voidDocument.isPending} disabled={!reasonGiven}>
            Void
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
