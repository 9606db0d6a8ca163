/**
 * /settings/security, Security: the audit trail, the sign-ins locked out by the throttling, the active
 * sessions and the ticket signature chain, each a tab, with the chain's alarm above them while it is broken. Two-factor sign-in is each user's, from the header menu; which roles require it
 * and an account's reset are on Users & Roles. Only the open tab is mounted, so each loads when it is chosen.
 */
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageToolbar } from '../../components/page-toolbar';
import { AuditTrailTab } from './audit-trail-tab';
import { LockoutsTab } from './lockouts-tab';
import { pageMessages as text } from './messages';
import { SessionsTab } from './sessions-tab';
import { ChainAlarm, TicketChainTab } from './ticket-chain-tab';

const TABS = [
  { value: 'audit-trail', label: text.auditTrail, Panel: AuditTrailTab },
  { value: 'locked-out', label: text.lockedOut, Panel: LockoutsTab },
  { value: 'sessions', label: text.sessions, Panel: SessionsTab },
  { value: 'ticket-chain', label: text.ticketChain, Panel: TicketChainTab },
] as const;

type Tab = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

export function SecurityPage() {
  const intl = useIntl();
  const [tab, setTab] = useState<Tab>('audit-trail');
  return (
    <>
      <PageToolbar title={intl.formatMessage(text.title)} />
      <ChainAlarm />
      <Tabs value={tab} onChange={(value) => setTab(isTab(value) ? value : 'audit-trail')} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {intl.formatMessage(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
