/**
 * The log of one plant's shift in a dialog: loaded (or its draft, with the weighed feed prefilled) and shown in
 * its form; a shift the server will not log (one not started yet) says why instead.
 */
import { Alert, Center, Loader, Modal } from '@mantine/core';
import type { ShiftLogKey } from '@weighbridge/contract/shift-logs';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { useKnownTexts } from '../../lib/known-texts';
import { useFormat } from '../../lib/use-format';
import { useShiftLog } from './api/get-shift-log';
import { shiftLogFormMessages as text } from './messages';
import { ShiftLogForm } from './shift-log-form';
import type { ShiftLogPermissions } from './shift-log-page';
import { DIALOG_TITLE_STYLES } from '../../components/form-modal';

type ShiftLogModalProps = { logKey: ShiftLogKey; may: ShiftLogPermissions; onClose: () => void };

export function ShiftLogModal({ logKey, may, onClose }: ShiftLogModalProps) {
  const intl = useIntl();
  const formats = useFormat();
  const knownText = useKnownTexts();
  const log = useShiftLog(logKey);
  const plantName = log.data?.plant_name ?? '';
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={intl.formatMessage(text.title, { plant: plantName, day: formats.formatCalendarDate(logKey.production_day), shift: logKey.shift_name })}
      closeButtonProps={{ 'aria-label': intl.formatMessage(text.close) }}
      styles={DIALOG_TITLE_STYLES}
    >
      {log.isPending && (
        <Center role="status" p="xl">
          <Loader size="sm" aria-hidden />
        </Center>
      )}
      {log.isError && (
        <Alert color="red" role="alert">
          {knownText(errorText(log.error, intl.formatMessage(text.loadFailed)))}
        </Alert>
      )}
      {/* A save or a signature answers a changed log: the form starts again from it. */}
      {log.data && <ShiftLogForm key={`${log.data.log_id}-${log.data.status}-${log.dataUpdatedAt}`} log={log.data} may={may} onClose={onClose} />}
    </Modal>
  );
}
