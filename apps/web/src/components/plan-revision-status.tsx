/** A plan revision's status as a badge: a draft is still being written, the approved one is the year's plan. */
import { Badge } from '@mantine/core';
import type { PlanRevisionStatus } from '@weighbridge/contract/plan-revisions';
import { useIntl } from 'react-intl';
import { planRevisionStatusMessages } from './messages';

const STATUS_COLOURS: Readonly<Record<PlanRevisionStatus, string>> = { draft: 'blue', approved: 'green', superseded: 'gray' };

export function PlanRevisionStatusBadge({ status }: { status: PlanRevisionStatus }) {
  const intl = useIntl();
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]}>
      {intl.formatMessage(planRevisionStatusMessages[status])}
    </Badge>
  );
}
