/**
 * The revision shown under the list: its lines as a grid of the chosen measure, or as each rig's targets. A draft
 * is edited in place by whoever holds Edit and saved whole (or deleted); whoever holds Approve approves it with a
 * reason. An approved or superseded revision is read only.
 */
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { DRILLING_MESSAGES } from '@weighbridge/contract/drilling';
import type { PlanRevision } from '@weighbridge/contract/drilling-plans';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { usePermissions } from '../../app/permissions/permission-context';
import { PlanRevisionApproveModal } from '../../components/plan-revision-approve-modal';
import { PlanRevisionStatusBadge } from '../../components/plan-revision-status';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useApproveDrillingPlan } from './api/approve-drilling-plan';
import { useDeleteDrillingPlan } from './api/delete-drilling-plan';
import { useUpdateDrillingPlan } from './api/update-drilling-plan';
import { linesToRows, PLAN_MEASURES, type PlanMeasure, type PlanRow, rowsToLines } from './annual-plan-grid';
import { AnnualPlanGrid, AnnualPlanRigTargets, type PlanPlaces } from './annual-plan-lines';
import { lineValues } from './annual-plan-new-draft-modal';
import { annualPlanMessages as text, measureMessages, planGridMessages } from './messages';

type RevisionProps = { revision: PlanRevision; places: PlanPlaces; onDeleted: () => void };

export function AnnualPlanRevision({ revision, places, onDeleted }: RevisionProps) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const { hasPermission } = usePermissions();
  const update = useUpdateDrillingPlan();
  const remove = useDeleteDrillingPlan();
  const approve = useApproveDrillingPlan();
  const isDraft = revision.status === 'draft';
  const mayEdit = isDraft && hasPermission('drilling.annual-plan.edit');
  const mayApprove = isDraft && hasPermission('drilling.annual-plan.approve');
  const [rows, setRows] = useState<PlanRow[]>(() => linesToRows(revision.lines.map(lineValues)));
  const [dirty, setDirty] = useState(false);
  const [measure, setMeasure] = useState<PlanMeasure>('metres');
  const [view, setView] = useState<'area' | 'rig'>('area');
  const [approving, setApproving] = useState(false);

  function change(next: PlanRow[]) {
    setRows(next);
    setDirty(true);
  }

  function save() {
    update.mutate(
      { revisionId: revision.revision_id, plan: { notes: revision.notes, lines: rowsToLines(rows) } },
      {
        onSuccess: () => {
          setDirty(false);
          showToast('success', intl.formatMessage(text.saved));
        },
        onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.saveFailed)))),
      },
    );
  }

  function deleteDraft() {
    if (!window.confirm(intl.formatMessage(text.deleteQuestion))) return;
    remove.mutate(revision.revision_id, {
      onSuccess: (answer) => {
        showToast('success', knownText(answer.message));
        onDeleted();
      },
      onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.deleteFailed)))),
    });
  }

  function approveWith(reason: string) {
    approve.mutate(
      { revisionId: revision.revision_id, reason },
      {
        onSuccess: () => {
          setApproving(false);
          showToast('success', knownText(DRILLING_MESSAGES.planApproved));
        },
        onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.approveFailed)))),
      },
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={intl.formatMessage(text.revisionTitle, { revision: revision.revision, year: revision.year })}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Group gap="sm">
              <Title order={3} size="h4">
                {intl.formatMessage(text.revisionTitle, { revision: revision.revision, year: revision.year })}
              </Title>
              <PlanRevisionStatusBadge status={revision.status} />
              {dirty && (
                <Text size="sm" fw={600} c="red.9">
                  {intl.formatMessage(text.unsaved)}
                </Text>
              )}
            </Group>
            {revision.notes && (
              <Text size="sm" c="dimmed" mt={4}>
                {revision.notes}
              </Text>
            )}
          </div>
          <Group gap="sm">
            {mayEdit && (
              <Button variant="default" color="red" onClick={deleteDraft} loading={remove.isPending}>
                {intl.formatMessage(text.deleteDraft)}
              </Button>
            )}
            {mayEdit && (
              <Button onClick={save} disabled={!dirty || update.isPending}>
                {intl.formatMessage(update.isPending ? text.saving : text.save)}
              </Button>
            )}
            {mayApprove && (
              <Button color="green" onClick={() => setApproving(true)} disabled={dirty}>
                {intl.formatMessage(text.approve)}
              </Button>
            )}
          </Group>
        </Group>
        {!isDraft && (
          <Alert color="gray" variant="light">
            {intl.formatMessage(text.readOnly)}
          </Alert>
        )}
        <Group gap="lg" align="flex-end">
          <SegmentedControl
            aria-label={intl.formatMessage(planGridMessages.view)}
            value={view}
            onChange={(value) => setView(value as 'area' | 'rig')}
            data={[
              { value: 'area', label: intl.formatMessage(planGridMessages.byArea) },
              { value: 'rig', label: intl.formatMessage(planGridMessages.byRig) },
            ]}
          />
          <SegmentedControl
            aria-label={intl.formatMessage(planGridMessages.measure)}
            value={measure}
            onChange={(value) => setMeasure(value as PlanMeasure)}
            data={PLAN_MEASURES.map((one) => ({ value: one, label: intl.formatMessage(measureMessages[one]) }))}
          />
        </Group>
        {view === 'area' ? (
          <AnnualPlanGrid rows={rows} measure={measure} places={places} onChange={mayEdit ? change : undefined} />
        ) : (
          <AnnualPlanRigTargets rows={rows} measure={measure} places={places} />
        )}
      </Stack>
      {approving && <PlanRevisionApproveModal revision={revision.revision} saving={approve.isPending} onApprove={approveWith} onClose={() => setApproving(false)} />}
    </Paper>
  );
}
