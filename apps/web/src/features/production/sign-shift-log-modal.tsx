/** The confirmation before a shift log is signed: after it, the log changes only by an amendment with its reason. */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { shiftLogFormMessages as text } from './messages';
import { DIALOG_TITLE_STYLES } from '../../components/form-modal';

type SignShiftLogModalProps = { signing: boolean; onConfirm: () => void; onClose: () => void };

export function SignShiftLogModal({ signing, onConfirm, onClose }: SignShiftLogModalProps) {
  const intl = useIntl();
  const close = () => {
    if (!signing) onClose();
  };
  return (
    <Modal opened onClose={close} title={intl.formatMessage(text.signTitle)} closeButtonProps={{ 'aria-label': intl.formatMessage(text.close) }} styles={DIALOG_TITLE_STYLES}>
      <Text size="sm">{intl.formatMessage(text.signQuestion)}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close} disabled={signing}>
          {intl.formatMessage(text.cancel)}
        </Button>
        <Button color="green" onClick={onConfirm} loading={signing} data-autofocus>
          {intl.formatMessage(text.signConfirm)}
        </Button>
      </Group>
    </Modal>
  );
}
