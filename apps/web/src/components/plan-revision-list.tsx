/**
 * The revisions of a year's plan, any plan kept in revisions (plan-revisions.ts): each with its status, who
 * made it and when, who approved it, when and why, and when it was superseded. A plan adds its own columns (its
 * sums); choosing a revision shows it below the list.
 * @example <PlanRevisionList revisions={revisions} shownId={shown} onShow={setShown} columns={[metresColumn]} />
 */
import { Button, Text } from '@mantine/core';
import type { PlanRevisionStatus } from '@weighbridge/contract/plan-revisions';
import { useIntl } from 'react-intl';
import { useSiteTimeZone } from '../lib/site-time-zone';
import { useFormat } from '../lib/use-format';
import { type CatalogueColumn, CatalogueTable } from './catalogue-table';
import { planRevisionMessages as text } from './messages';
import { PlanRevisionStatusBadge } from './plan-revision-status';

/** What every plan's revision carries (revisionTrailFields and the revision's number and status). */
export type PlanRevisionTrail = {
  revision_id: number;
  revision: number;
  status: PlanRevisionStatus;
  created_by: string | null;
  created_at: string;
  approved_by: string | null;
  approved_at: string | null;
  approval_reason: string | null;
  superseded_at: string | null;
};

type PlanRevisionListProps<Revision extends PlanRevisionTrail> = {
  revisions: readonly Revision[];
  /** The revision shown below the list. */
  shownId: number | null;
  onShow: (revisionId: number) => void;
  /** The plan's own columns, after the status. */
  columns?: readonly CatalogueColumn<Revision>[];
};

export function PlanRevisionList<Revision extends PlanRevisionTrail>({ revisions, shownId, onShow, columns = [] }: PlanRevisionListProps<Revision>) {
  const intl = useIntl();
  const timeZone = useSiteTimeZone();
  const { formatDateTime } = useFormat();
  const byAt = (name: string | null, time: string | null) =>
    time === null ? '' : intl.formatMessage(text.byAt, { name: name ?? intl.formatMessage(text.unknownUser), time: formatDateTime(time, timeZone) });
  const trail: readonly CatalogueColumn<Revision>[] = [
    {
      header: intl.formatMessage(text.revisionHeader),
      cell: (revision) =>
        revision.revision_id === shownId ? (
          <Text size="sm" fw={700} aria-current="true">
            {intl.formatMessage(text.revisionShown, { revision: revision.revision })}
          </Text>
        ) : (
          <Button size="compact-sm" variant="subtle" aria-label={intl.formatMessage(text.showRevision, { revision: revision.revision })} onClick={() => onShow(revision.revision_id)}>
            {intl.formatMessage(text.revision, { revision: revision.revision })}
          </Button>
        ),
      td: { style: { whiteSpace: 'nowrap' } },
    },
    { header: intl.formatMessage(text.status), cell: (revision) => <PlanRevisionStatusBadge status={revision.status} />, td: { miw: 130 } },
    ...columns,
    { header: intl.formatMessage(text.created), cell: (revision) => byAt(revision.created_by, revision.created_at) },
    { header: intl.formatMessage(text.approved), cell: (revision) => byAt(revision.approved_by, revision.approved_at) },
    { header: intl.formatMessage(text.reason), cell: (revision) => revision.approval_reason ?? '' },
    { header: intl.formatMessage(text.superseded), cell: (revision) => (revision.superseded_at ? formatDateTime(revision.superseded_at, timeZone) : '') },
  ];
  return (
    <CatalogueTable
      records={revisions}
      columns={trail}
      rowKey={(revision) => revision.revision_id}
      emptyText={intl.formatMessage(text.none)}
      minWidth={960}
      label={intl.formatMessage(text.label)}
      // A year of one revision, the one shown, has no button to reach: the list takes the focus to scroll itself.
      focusable
    />
  );
}
