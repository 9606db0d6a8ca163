/**
 * /drilling/operations (Actual Operations): what the rigs drilled shift by shift, the blasts fired with what their
 * muckpiles still hold, and the people who drill and fire them. Made to be used on a tablet at the end of a shift.
 * The tabs wait for the site's shifts, whose production days and shift names the period and the forms start from;
 * the period chosen is kept across the Drill logs and Blasts tabs.
 */
import { Tabs } from '@mantine/core';
import { DEFAULT_SHIFT_PATTERN, type ShiftPattern } from '@weighbridge/contract/shifts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePermissions } from '../../../app/permissions/permission-context';
import { useSite } from '../../../app/queries/site';
import { LoadingNotice } from '../../../components/loading-notice';
import { PageToolbar } from '../../../components/page-toolbar';
import { useSiteTimeZone } from '../../../lib/site-time-zone';
import { BlastTab } from './blast-tab';
import { DrillLogTab } from './drill-log-tab';
import { pageMessages as text } from './messages';
import { recentProductionDays } from './operations-period';
import { OperatorsTab } from './operators-tab';

export function DrillingOperationsPage() {
  const intl = useIntl();
  const site = useSite();
  // A site that cannot be read has said so; its pages then count by the default shifts.
  const pattern = site.data?.shifts ?? (site.isError ? DEFAULT_SHIFT_PATTERN : null);
  return (
    <>
      <PageToolbar title={intl.formatMessage(text.title)} />
      {pattern ? <OperationsTabs pattern={pattern} /> : <LoadingNotice />}
    </>
  );
}

function OperationsTabs({ pattern }: { pattern: ShiftPattern }) {
  const intl = useIntl();
  const { hasPermission } = usePermissions();
  const may = {
    record: hasPermission('drilling.operations.record'),
    edit: hasPermission('drilling.operations.edit'),
    configure: hasPermission('drilling.operations.configure'),
  };
  const timeZone = useSiteTimeZone();
  const [period, setPeriod] = useState(() => recentProductionDays(new Date(), pattern, timeZone));
  return (
    <Tabs defaultValue="logs" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="logs">{intl.formatMessage(text.drillLogs)}</Tabs.Tab>
        <Tabs.Tab value="blasts">{intl.formatMessage(text.blasts)}</Tabs.Tab>
        <Tabs.Tab value="operators">{intl.formatMessage(text.operators)}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="logs">
        <DrillLogTab period={period} onPeriodChange={setPeriod} pattern={pattern} mayRecord={may.record} mayEdit={may.edit} />
      </Tabs.Panel>
      <Tabs.Panel value="blasts">
        <BlastTab period={period} onPeriodChange={setPeriod} mayRecord={may.record} mayEdit={may.edit} />
      </Tabs.Panel>
      <Tabs.Panel value="operators">
        <OperatorsTab mayConfigure={may.configure} />
      </Tabs.Panel>
    </Tabs>
  );
}
