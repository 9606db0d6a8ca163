/**
 * The small dialog of a stop's reason: stopping a machine now (the reason may follow later), running it again
 * when its stop has no reason yet, classifying a stop without one, and classifying a gap the weighbridge
 * proposed (which records it as a stop detected from it). The reasons offered are the machine's
 * class's that are in use; a reason that asks for a comment is not saved without one.
 */
import { NativeSelect, Text, Textarea } from '@mantine/core';
import type { EquipmentClass } from '@weighbridge/contract/equipment';
import type { Gap, StopReason } from '@weighbridge/contract/stops';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useClassifyStop } from './api/classify-stop';
import { useEndStop } from './api/end-stop';
import { useStartStop } from './api/start-stop';
import { useStopReasons } from './api/get-stop-reasons';
import { reasonFormMessages as text, stopFieldMessages, stopServerMessages } from './messages';

/** What the dialog does: stop a machine, run it again (its open stop), or classify a stop. */
export type ReasonAction =
  | { kind: 'stop'; equipmentClass: EquipmentClass; machineId: number; name: string }
  | { kind: 'run' | 'classify'; equipmentClass: EquipmentClass; stopId: number; name: string }
  | { kind: 'gap'; equipmentClass: EquipmentClass; gap: Gap; name: string };

const TITLES = { stop: text.stopTitle, run: text.runTitle, classify: text.classifyTitle, gap: text.gapTitle } as const;

/** The reasons a machine of the class may be given now. */
export function activeReasonsOf(reasons: readonly StopReason[] | undefined, equipmentClass: EquipmentClass): StopReason[] {
  return (reasons ?? []).filter((reason) => reason.equipment_class === equipmentClass && reason.active);
}

export function ReasonModal({ action, onClose }: { action: ReasonAction; onClose: () => void }) {
  const intl = useIntl();
  const knownText = useKnownTexts(stopServerMessages);
  const reasons = activeReasonsOf(useStopReasons().data, action.equipmentClass);
  const [reasonId, setReasonId] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; comment?: string }>({});
  const startStop = useStartStop();
  const endStop = useEndStop();
  const classifyStop = useClassifyStop();
  const saving = startStop.isPending || endStop.isPending || classifyStop.isPending;

  async function save() {
    const reason = reasons.find((candidate) => String(candidate.reason_id) === reasonId);
    // Stopping may leave the reason for later; running again and classifying are what give it.
    if (!reason && action.kind !== 'stop') return setErrors({ reason: intl.formatMessage(text.chooseReason) });
    if (reason?.comment_required && comment.trim() === '') return setErrors({ comment: intl.formatMessage(text.commentRequired, { reason: reason.name }) });
    const body = { reason_id: reason?.reason_id ?? null, comment: comment.trim() || null };
    try {
      if (action.kind === 'stop') await startStop.mutateAsync({ equipment_class: action.equipmentClass, machine_id: action.machineId, ...body });
      else if (action.kind === 'gap') {
        const { gap } = action;
        await startStop.mutateAsync({ equipment_class: gap.equipment_class, machine_id: gap.machine_id, started_at: gap.started_at, ended_at: gap.ended_at, detection: gap.detection, ...body });
      } else await (action.kind === 'run' ? endStop : classifyStop).mutateAsync({ stopId: action.stopId, body });
      showToast('success', intl.formatMessage(action.kind === 'run' ? stopServerMessages.ended : action.kind === 'stop' ? stopServerMessages.started : stopServerMessages.saved));
      onClose();
    } catch (error) {
      showToast('error', knownText(errorText(error, intl.formatMessage(text.saveFailed))));
    }
  }

  return (
    <FormModal title={intl.formatMessage(TITLES[action.kind], { name: action.name })} saving={saving} onSubmit={() => void save()} onClose={onClose}>
      {action.kind === 'run' && <Text size="sm">{intl.formatMessage(text.runNeedsReason)}</Text>}
      <NativeSelect
        label={intl.formatMessage(stopFieldMessages.reason_id)}
        required={action.kind !== 'stop'}
        data-autofocus
        value={reasonId}
        error={errors.reason}
        onChange={(event) => {
          setReasonId(event.currentTarget.value);
          setErrors({});
        }}
        data={[{ value: '', label: intl.formatMessage(text.chooseReason) }, ...reasons.map((reason) => ({ value: String(reason.reason_id), label: reason.name }))]}
      />
      <Textarea
        label={intl.formatMessage(stopFieldMessages.comment)}
        value={comment}
        error={errors.comment}
        autosize
        minRows={2}
        maxLength={500}
        onChange={(event) => {
          setComment(event.currentTarget.value);
          setErrors({});
        }}
      />
    </FormModal>
  );
}
