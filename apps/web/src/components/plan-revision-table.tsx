/**
 * The revisions of a versioned plan's year (plan-revisions.ts): each with its status, who made it and when, who
 * approved it, when and why, and the plan's own figures (its total); the one shown is marked, another is opened
 * with its button.
 */
import { Badge, Button, Stack, Text } from '@mantine/core';
import type { PlanRevisionStatus } from '@weighbridge/contract/plan-revisions';
import { type IntlShape, useIntl } from 'react-intl';
import { useSiteTimeZone } from '../lib/site-time-zone';
import { useFormat } from '../lib/use-format';
import { type CatalogueColumn, CatalogueTable } from './catalogue-table';
import { planRevisionMessages as text } from './messages';

/** What every plan's revision carries (revisionTrailFields), whatever the plan. */
export type PlanRevisionTrail = {
  revision_id: number;
  revision_number: number;
  status: PlanRevisionStatus;
  created_by: string | null;
  created_at: string;
  approved_by: string | null;
  approved_at: string | null;
  approval_reason: string | null;
};

/** A revision's number and status are read whole: the table scrolls before they wrap or are cut. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const STATUS_COLOURS: Readonly<Record<PlanRevisionStatus, string>> = { draft: 'yellow', approved: 'green', superseded: 'gray' };

export function PlanRevisionStatusBadge({ status }: { status: PlanRevisionStatus }) {
  const intl = useIntl();
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" autoContrast>
      {intl.formatMessage(text.status, { status })}
    </Badge>
  );
}

/** Who and when, on two lines; '—' for no one yet. */
function WhoAndWhen({ who, when }: { who: string | null; when: string | null }) {
  const { formatDateTime } = useFormat();
  const timeZone = useSiteTimeZone();
  if (when === null) return <Text size="sm">{formatDateTime(null, timeZone)}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{who ?? formatDateTime(null, timeZone)}</Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(when, timeZone)}
      </Text>
    </Stack>
  );
}

function trailColumns<Revision extends PlanRevisionTrail>(intl: IntlShape): CatalogueColumn<Revision>[] {
  return [
    {
      header: intl.formatMessage(text.revisionHeader),
      cell: (revision) => intl.formatMessage(text.revision, { number: revision.revision_number }),
      td: { fw: 600, style: NO_WRAP },
    },
    { header: intl.formatMessage(text.statusHeader), cell: (revision) => <PlanRevisionStatusBadge status={revision.status} />, td: { style: NO_WRAP } },
    { header: intl.formatMessage(text.created), cell: (revision) => <WhoAndWhen who={revision.created_by} when={revision.created_at} /> },
    { header: intl.formatMessage(text.approved), cell: (revision) => <WhoAndWhen who={revision.approved_by} when={revision.approved_at} /> },
    { header: intl.formatMessage(text.reason), cell: (revision) => revision.approval_reason ?? '' },
  ];
}

type PlanRevisionTableProps<Revision extends PlanRevisionTrail> = {
  revisions: readonly Revision[];
  /** The revision shown beneath the table. */
  shownId: number | null;
  onOpen: (revision: Revision) => void;
  /** The plan's own columns after the trail's (its total). */
  columns?: readonly CatalogueColumn<Revision>[];
};

export function PlanRevisionTable<Revision extends PlanRevisionTrail>({ revisions, shownId, onOpen, columns = [] }: PlanRevisionTableProps<Revision>) {
  const intl = useIntl();
  return (
    <CatalogueTable
      records={revisions}
      columns={[...trailColumns<Revision>(intl), ...columns]}
      rowKey={(revision) => revision.revision_id}
      emptyText={intl.formatMessage(text.none)}
      label={intl.formatMessage(text.label)}
      minWidth={960}
      actions={(revision) => (
        <Button
          size="xs"
          variant={revision.revision_id === shownId ? 'filled' : 'default'}
          aria-pressed={revision.revision_id === shownId}
          aria-label={intl.formatMessage(text.openRevision, { number: revision.revision_number })}
          onClick={() => onOpen(revision)}
        >
          {intl.formatMessage(revision.revision_id === shownId ? text.shown : text.open)}
        </Button>
      )}
    />
  );
}
