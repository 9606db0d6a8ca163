/**
 * Approving a draft revision of a plan with the reason, which is kept with who approved it and when. The
 * dialog stays open with what was typed until the approval is saved.
 */
import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormModal } from './form-modal';
import { planRevisionMessages as text } from './messages';

/** The reason's longest text, as planApprovalSchema takes it. */
const MAX_REASON_LENGTH = 1000;

type PlanRevisionApproveModalProps = {
  revision: number;
  saving: boolean;
  onApprove: (reason: string) => void;
  onClose: () => void;
};

export function PlanRevisionApproveModal({ revision, saving, onApprove, onClose }: PlanRevisionApproveModalProps) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit() {
    if (reason.trim() === '') setError(intl.formatMessage(text.reasonRequired));
    else onApprove(reason.trim());
  }
  return (
    <FormModal title={intl.formatMessage(text.approveTitle, { revision })} saving={saving} onSubmit={submit} onClose={onClose} submitLabel={intl.formatMessage(text.approve)}>
      <Text size="sm">{intl.formatMessage(text.approveExplained, { revision })}</Text>
      <Textarea
        label={intl.formatMessage(text.reason)}
        required
        autosize
        minRows={3}
        maxLength={MAX_REASON_LENGTH}
        value={reason}
        error={error}
        data-autofocus
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
      />
    </FormModal>
  );
}
