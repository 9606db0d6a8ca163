/** The correction of a stop: its start, its end (empty while the machine still stands), its reason and comment. */
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { Stop } from '@weighbridge/contract/stops';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useEditStop } from './api/edit-stop';
import { useStopReasons } from './api/get-stop-reasons';
import { editMessages as text, reasonFormMessages, stopFieldMessages, stopServerMessages } from './messages';
import { activeReasonsOf } from './reason-modal';
import { fromInputValue, toInputValue } from '../../lib/site-moment-input';

export function StopEditModal({ stop, onClose }: { stop: Stop; onClose: () => void }) {
  const intl = useIntl();
  const timeZone = useSiteTimeZone();
  const knownText = useKnownTexts(stopServerMessages);
  const allReasons = useStopReasons().data;
  // The stop's own reason stays offered even when it has been taken out of use since.
  const reasons = [...activeReasonsOf(allReasons, stop.equipment_class), ...(allReasons ?? []).filter((reason) => reason.reason_id === stop.reason_id && !reason.active)];
  const [draft, setDraft] = useState({
    start: toInputValue(stop.started_at, timeZone),
    end: stop.ended_at ? toInputValue(stop.ended_at, timeZone) : '',
    reasonId: stop.reason_id === null ? '' : String(stop.reason_id),
    comment: stop.comment ?? '',
  });
  const [errors, setErrors] = useState<{ start?: string; comment?: string }>({});
  const editStop = useEditStop();
  const change = (patch: Partial<typeof draft>) => {
    setDraft({ ...draft, ...patch });
    setErrors({});
  };

  async function save() {
    const startedAt = fromInputValue(draft.start, timeZone);
    if (!startedAt) return setErrors({ start: intl.formatMessage(text.startRequired) });
    const reason = reasons.find((candidate) => String(candidate.reason_id) === draft.reasonId);
    if (reason?.comment_required && draft.comment.trim() === '') {
      return setErrors({ comment: intl.formatMessage(reasonFormMessages.commentRequired, { reason: reason.name }) });
    }
    const body = { started_at: startedAt, ended_at: fromInputValue(draft.end, timeZone), reason_id: reason?.reason_id ?? null, comment: draft.comment.trim() || null };
    try {
      await editStop.mutateAsync({ stopId: stop.stop_id, body });
      showToast('success', intl.formatMessage(stopServerMessages.saved));
      onClose();
    } catch (error) {
      showToast('error', knownText(errorText(error, intl.formatMessage(reasonFormMessages.saveFailed))));
    }
  }

  return (
    <FormModal title={intl.formatMessage(text.title, { name: stop.machine_name })} saving={editStop.isPending} onSubmit={() => void save()} onClose={onClose}>
      <TextInput
        type="datetime-local"
        label={intl.formatMessage(stopFieldMessages.started_at)}
        required
        data-autofocus
        value={draft.start}
        error={errors.start}
        onChange={(event) => change({ start: event.currentTarget.value })}
      />
      <TextInput
        type="datetime-local"
        label={intl.formatMessage(stopFieldMessages.ended_at)}
        description={intl.formatMessage(text.openEnd)}
        value={draft.end}
        min={draft.start}
        onChange={(event) => change({ end: event.currentTarget.value })}
      />
      <NativeSelect
        label={intl.formatMessage(stopFieldMessages.reason_id)}
        value={draft.reasonId}
        onChange={(event) => change({ reasonId: event.currentTarget.value })}
        data={[{ value: '', label: intl.formatMessage(reasonFormMessages.chooseReason) }, ...reasons.map((reason) => ({ value: String(reason.reason_id), label: reason.name }))]}
      />
      <Textarea
        label={intl.formatMessage(stopFieldMessages.comment)}
        value={draft.comment}
        error={errors.comment}
        autosize
        minRows={2}
        maxLength={500}
        onChange={(event) => change({ comment: event.currentTarget.value })}
      />
    </FormModal>
  );
}
