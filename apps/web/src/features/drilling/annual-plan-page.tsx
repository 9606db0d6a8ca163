/**
 * /drilling/annual-plan: a year's drilling plan in revisions. The list shows each revision with who made and
 * approved it, when and why; the revision shown below it is the year's draft if there is one, else its approved
 * plan. Whoever holds Edit starts a new draft (a copy of the approved plan, or empty), edits and saves it, or
 * deletes it; whoever holds Approve approves a draft with a reason.
 */
import { Button, NativeSelect, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { LAST_PLAN_YEAR } from '@weighbridge/contract/plan-revisions';
import type { PlanRevisionSummary } from '@weighbridge/contract/drilling-plans';
import { FIRST_REPORT_YEAR } from '@weighbridge/contract/fields';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePermissions } from '../../app/permissions/permission-context';
import { useDrillRigs } from '../../app/queries/drill-rigs';
import { useLoadingAreas } from '../../app/queries/loading-areas';
import { usePolygons } from '../../app/queries/polygons';
import type { CatalogueColumn } from '../../components/catalogue-table';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { PlanRevisionList } from '../../components/plan-revision-list';
import { showToast } from '../../components/toast';
import { siteYear, useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDrillingPlan } from './api/get-drilling-plan';
import { useDrillingPlans } from './api/get-drilling-plans';
import { AnnualPlanNewDraftModal } from './annual-plan-new-draft-modal';
import { AnnualPlanRevision } from './annual-plan-revision';
import { annualPlanMessages as text } from './messages';

/** The years offered: from a few years back to a few ahead of this one, the latest first. */
const YEARS_AHEAD = 5;

/** The revision shown unless one is chosen: the year's draft, else its approved plan, else the latest. */
function defaultRevision(revisions: readonly PlanRevisionSummary[]): number | null {
  const pick = revisions.find((revision) => revision.status === 'draft') ?? revisions.find((revision) => revision.status === 'approved') ?? revisions[0];
  return pick?.revision_id ?? null;
}

export function AnnualPlanPage() {
  const intl = useIntl();
  const { formatNumber } = useFormat();
  const timeZone = useSiteTimeZone();
  const { hasPermission } = usePermissions();
  const thisYear = siteYear(new Date(), timeZone);
  const [year, setYear] = useState(thisYear);
  const [chosen, setChosen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const plans = useDrillingPlans(year);
  const areas = useLoadingAreas();
  const polygons = usePolygons();
  const rigs = useDrillRigs();
  const revisions = plans.data ?? [];
  const shownId = revisions.some((revision) => revision.revision_id === chosen) ? chosen : defaultRevision(revisions);
  const shown = useDrillingPlan(shownId);
  const failed = plans.isError || shown.isError || areas.isError || polygons.isError || rigs.isError;
  useLoadFailure(failed, () => showToast('error', intl.formatMessage(text.loadFailed)));

  const approved = revisions.find((revision) => revision.status === 'approved');
  const years = Array.from({ length: Math.min(LAST_PLAN_YEAR, thisYear + YEARS_AHEAD) - FIRST_REPORT_YEAR + 1 }, (_, index) => String(Math.min(LAST_PLAN_YEAR, thisYear + YEARS_AHEAD) - index));
  const sums: readonly CatalogueColumn<PlanRevisionSummary>[] = [
    { header: intl.formatMessage(text.metres), align: 'right', cell: (revision) => formatNumber(revision.metres) },
    { header: intl.formatMessage(text.tons), align: 'right', cell: (revision) => formatNumber(revision.tons) },
  ];
  const places = areas.data && polygons.data && rigs.data ? { areas: areas.data, polygons: polygons.data, rigs: rigs.data } : null;

  return (
    <Stack gap="md">
      <PageToolbar title={intl.formatMessage(text.title)}>
        <NativeSelect
          aria-label={intl.formatMessage(text.year)}
          value={String(year)}
          data={years}
          onChange={(event) => {
            setYear(Number(event.currentTarget.value));
            setChosen(null);
          }}
        />
        {hasPermission('drilling.annual-plan.edit') && (
          // The draft's start (a copy of the approved revision) is offered once the year's revisions are known.
          <Button leftSection={<IconPlus size={16} aria-hidden />} disabled={!plans.isSuccess} onClick={() => setCreating(true)}>
            {intl.formatMessage(text.newDraft)}
          </Button>
        )}
      </PageToolbar>
      {plans.isPending ? <LoadingNotice /> : <PlanRevisionList revisions={revisions} shownId={shownId} onShow={setChosen} columns={sums} />}
      {shownId !== null && (!shown.data || !places) && !failed && <LoadingNotice />}
      {shown.data && places && shown.data.revision_id === shownId && (
        // Approving makes the revision read only: the grid starts again from what the server kept. A refetch while
        // a draft is edited keeps what was typed.
        <AnnualPlanRevision key={`${shown.data.revision_id}:${shown.data.status}`} revision={shown.data} places={places} onDeleted={() => setChosen(null)} />
      )}
      {creating && (
        <AnnualPlanNewDraftModal
          year={year}
          approvedId={approved?.revision_id ?? null}
          onClose={() => setCreating(false)}
          onCreated={(revisionId) => {
            setCreating(false);
            setChosen(revisionId);
          }}
        />
      )}
    </Stack>
  );
}
