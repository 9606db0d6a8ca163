/**
 * Approving a draft revision of a versioned plan: the reason is required (the server refuses a blank one) and is
 * kept with the revision; the dialog waits for the answer, so a refusal keeps what was typed.
 */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { planRevisionMessages as text } from './messages';

/** As planApprovalSchema takes it. */
const REASON_MAX_LENGTH = 1000;

type PlanRevisionApproveModalProps = {
  year: number;
  revisionNumber: number;
  approving: boolean;
  onApprove: (reason: string) => void;
  onClose: () => void;
};

export function PlanRevisionApproveModal({ year, revisionNumber, approving, onApprove, onClose }: PlanRevisionApproveModalProps) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const reasonGiven = reason.trim() !== '';
  const close = () => {
    if (!approving) onClose();
  };

  return (
    <Modal
      opened
      onClose={close}
      title={intl.formatMessage(text.approveTitle, { number: revisionNumber, year })}
      closeOnClickOutside={!approving}
      closeOnEscape={!approving}
      closeButtonProps={{ 'aria-label': intl.formatMessage(text.closeDialog), disabled: approving }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reasonGiven && !approving) onApprove(reason.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{intl.formatMessage(text.approveQuestion)}</Text>
          <Textarea
            label={intl.formatMessage(text.approveReason)}
            description={intl.formatMessage(text.approveReasonDescription)}
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={REASON_MAX_LENGTH}
            autosize
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={approving}>
              {intl.formatMessage(text.cancel)}
            </Button>
            <Button type="submit" color="green.8" loading={approving} disabled={!reasonGiven}>
              {intl.formatMessage(text.approve)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
