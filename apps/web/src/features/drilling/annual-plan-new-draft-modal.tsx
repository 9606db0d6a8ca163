/**
 * A new draft of a year's plan: a copy of the approved revision's lines (the usual way to change a plan), or an
 * empty plan. The server numbers it; the page shows it once it is made.
 */
import { Radio, Stack, Text, Textarea } from '@mantine/core';
import type { PlanLine, PlanLineValues } from '@weighbridge/contract/drilling-plans';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useCreateDrillingPlan } from './api/create-drilling-plan';
import { drillingPlanQueryOptions } from './api/get-drilling-plan';
import { annualPlanMessages as text } from './messages';
import { useQueryClient } from '@tanstack/react-query';

type NewDraftModalProps = {
  year: number;
  /** The year's approved revision, whose lines a copy starts from; null when the year has none. */
  approvedId: number | null;
  onCreated: (revisionId: number) => void;
  onClose: () => void;
};

/** A line as a new revision takes it: its place and figures, without the names the server adds. */
export function lineValues(line: PlanLine): PlanLineValues {
  const { loading_area_id, polygon_id, month, rig_id, metres, holes, volume_m3, tons, explosives_kg } = line;
  return { loading_area_id, polygon_id, month, rig_id, metres, holes, volume_m3, tons, explosives_kg };
}

export function AnnualPlanNewDraftModal({ year, approvedId, onCreated, onClose }: NewDraftModalProps) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const queryClient = useQueryClient();
  const create = useCreateDrillingPlan();
  const [start, setStart] = useState<'copy' | 'empty'>(approvedId === null ? 'empty' : 'copy');
  const [notes, setNotes] = useState('');
  const [copying, setCopying] = useState(false);

  async function submit() {
    try {
      setCopying(true);
      const lines = start === 'copy' && approvedId !== null ? (await queryClient.fetchQuery(drillingPlanQueryOptions(approvedId))).lines.map(lineValues) : [];
      const draft = await create.mutateAsync({ year, notes: notes.trim() === '' ? null : notes.trim(), lines });
      showToast('success', intl.formatMessage(text.draftCreated));
      onCreated(draft.revision_id);
    } catch (error) {
      showToast('error', knownText(errorText(error, intl.formatMessage(text.createFailed))));
    } finally {
      setCopying(false);
    }
  }

  return (
    <FormModal title={intl.formatMessage(text.newDraftTitle, { year })} saving={copying || create.isPending} onSubmit={() => void submit()} onClose={onClose}>
      <Radio.Group label={intl.formatMessage(text.startFrom)} value={start} onChange={(value) => setStart(value as 'copy' | 'empty')}>
        <Stack gap="xs" mt="xs">
          <Radio value="copy" label={intl.formatMessage(text.copyApproved)} disabled={approvedId === null} />
          <Radio value="empty" label={intl.formatMessage(text.startEmpty)} />
        </Stack>
      </Radio.Group>
      {approvedId === null && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(text.noApproved)}
        </Text>
      )}
      <Textarea label={intl.formatMessage(text.notes)} autosize minRows={2} maxLength={1000} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
    </FormModal>
  );
}
