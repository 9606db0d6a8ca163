/**
 * /production/crush-plan: a year's crush plan. The year's revisions with their trail; the one shown (the draft
 * being worked on, else the approved one) as a grid of tons by plant, product and shift and month, with its
 * totals. Those who edit make a new draft (a copy of the approved revision, or empty) and save its lines; those
 * who approve approve a saved draft with its reason. Approved and superseded revisions read only; a control the
 * user may not use is shown disabled.
 */
import { Alert, Button, Group, Menu, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { CrushPlanDetail, CrushPlanRevision } from '@weighbridge/contract/crush-plan';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { usePermissions } from '../../app/permissions/permission-context';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { PlanRevisionApproveModal } from '../../components/plan-revision-approve-modal';
import { PlanRevisionList } from '../../components/plan-revision-list';
import { PlanRevisionStatusBadge } from '../../components/plan-revision-status';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { siteYear, useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useApproveCrushPlan } from './api/approve-crush-plan';
import { useCreateCrushPlanDraft } from './api/create-crush-plan-draft';
import { useCrushPlan } from './api/get-crush-plan';
import { useCrushPlans } from './api/get-crush-plans';
import { useSaveCrushPlanLines } from './api/save-crush-plan-lines';
import { CrushPlanAddRow } from './crush-plan-add-row';
import { type PlanRow, planLines, planRows, planYears } from './crush-plan-grid';
import { CrushPlanGridTable } from './crush-plan-grid-table';
import { crushPlanMessages as text } from './messages';

/** The revision shown until another is opened: the newest draft, else the approved one, else the newest. */
export function defaultRevision(revisions: readonly CrushPlanRevision[]): CrushPlanRevision | undefined {
  const newestFirst = [...revisions].sort((one, other) => other.revision_number - one.revision_number);
  return newestFirst.find((revision) => revision.status === 'draft') ?? newestFirst.find((revision) => revision.status === 'approved') ?? newestFirst[0];
}

export function CrushPlanPage() {
  const intl = useIntl();
  const timeZone = useSiteTimeZone();
  const { formatNumber } = useFormat();
  const { hasPermission } = usePermissions();
  const may = { edit: hasPermission('production.crush-plan.edit'), approve: hasPermission('production.crush-plan.approve') };
  const [currentYear] = useState(() => siteYear(new Date(), timeZone));
  const [year, setYear] = useState(currentYear);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const revisions = useCrushPlans(year);
  useLoadFailure(revisions.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));
  const knownText = useKnownTexts();
  const createDraft = useCreateCrushPlanDraft();

  const list = revisions.data ?? [];
  const shown = list.find((revision) => revision.revision_id === openedId) ?? defaultRevision(list);
  const hasApproved = list.some((revision) => revision.status === 'approved');

  function newDraft(empty: boolean) {
    createDraft.mutate(
      { year, empty },
      {
        onSuccess: (created) => {
          setOpenedId(created.revision_id);
          showToast('success', intl.formatMessage(text.draftToast, { number: created.revision_number }));
        },
        onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.draftFailed)))),
      },
    );
  }

  return (
    <Stack gap="md">
      <PageToolbar title={intl.formatMessage(text.title)}>
        <Select
          label={intl.formatMessage(text.year)}
          w={110}
          data={planYears(currentYear).map(String)}
          value={String(year)}
          allowDeselect={false}
          onChange={(value) => {
            if (!value) return;
            setYear(Number(value));
            setOpenedId(null);
          }}
        />
        <Menu position="bottom-end">
          <Menu.Target>
            <Button mt={24} rightSection={<IconChevronDown size={16} aria-hidden />} disabled={!may.edit} loading={createDraft.isPending}>
              {intl.formatMessage(text.newDraft)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item disabled={!hasApproved} onClick={() => newDraft(false)}>
              {intl.formatMessage(text.copyApproved)}
            </Menu.Item>
            <Menu.Item onClick={() => newDraft(true)}>{intl.formatMessage(text.empty)}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </PageToolbar>
      <Text size="sm" c="dimmed" mt={-12}>
        {intl.formatMessage(text.intro)}
      </Text>
      {revisions.isPending && <LoadingNotice />}
      {revisions.data && (
        <Paper withBorder radius="md" p="sm">
          <PlanRevisionList
            // The shared list names a revision's number `revision`, as the drilling plan does.
            revisions={list.map((revision) => ({ ...revision, revision: revision.revision_number }))}
            shownId={shown?.revision_id ?? null}
            onShow={setOpenedId}
            columns={[{ header: intl.formatMessage(text.total), align: 'right', cell: (revision) => formatNumber(revision.total_tons) }]}
          />
        </Paper>
      )}
      {revisions.data && !shown && <Alert color="blue">{intl.formatMessage(text.noRevision)}</Alert>}
      {shown && <RevisionSection key={shown.revision_id} revisionId={shown.revision_id} may={may} />}
    </Stack>
  );
}

type Abilities = { edit: boolean; approve: boolean };

function RevisionSection({ revisionId, may }: { revisionId: number; may: Abilities }) {
  const revision = useCrushPlan(revisionId);
  if (!revision.data) return <LoadingNotice />;
  return <RevisionGrid key={revision.data.revision_id} revision={revision.data} may={may} />;
}

/** One revision's grid; a draft's rows are edited here until they are saved. */
function RevisionGrid({ revision, may }: { revision: CrushPlanDetail; may: Abilities }) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const saveLines = useSaveCrushPlanLines();
  const approve = useApproveCrushPlan();
  const [edited, setEdited] = useState<PlanRow[] | null>(null);
  const [approving, setApproving] = useState(false);
  const isDraft = revision.status === 'draft';
  const editable = isDraft && may.edit;
  const rows = edited ?? planRows(revision.lines);
  const changed = edited !== null;

  function save() {
    saveLines.mutate(
      { revisionId: revision.revision_id, lines: planLines(rows) },
      {
        onSuccess: () => {
          setEdited(null);
          showToast('success', intl.formatMessage(text.saved));
        },
        onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.saveFailed)))),
      },
    );
  }

  function confirmApproval(reason: string) {
    approve.mutate(
      { revisionId: revision.revision_id, reason },
      {
        onSuccess: () => {
          setApproving(false);
          showToast('success', intl.formatMessage(text.approvedToast, { number: revision.revision_number }));
        },
        onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.approveFailed)))),
      },
    );
  }

  const title = intl.formatMessage(text.revisionTitle, { number: revision.revision_number, year: revision.year });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={3} size="h4">
              {title}
            </Title>
            <PlanRevisionStatusBadge status={revision.status} />
          </Group>
          {isDraft && (
            <Group gap="sm">
              {changed && (
                <Button variant="default" onClick={() => setEdited(null)} disabled={saveLines.isPending}>
                  {intl.formatMessage(text.discard)}
                </Button>
              )}
              <Button onClick={save} disabled={!editable || !changed} loading={saveLines.isPending}>
                {intl.formatMessage(text.saveLines)}
              </Button>
              <Button color="green.8" onClick={() => setApproving(true)} disabled={!may.approve || changed}>
                {intl.formatMessage(text.approve)}
              </Button>
            </Group>
          )}
        </Group>
        {isDraft && changed && may.approve && (
          <Text size="sm" c="orange.9">
            {intl.formatMessage(text.unsaved)}
          </Text>
        )}
        {!isDraft && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(text.readOnly)}
          </Text>
        )}
        {editable && <CrushPlanAddRow rows={rows} onChange={setEdited} />}
        <CrushPlanGridTable rows={rows} onChange={editable ? setEdited : undefined} />
      </Stack>
      {approving && (
        <PlanRevisionApproveModal revision={revision.revision_number} saving={approve.isPending} onApprove={confirmApproval} onClose={() => setApproving(false)} />
      )}
    </Paper>
  );
}
