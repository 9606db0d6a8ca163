import type { ChainCheckAnswer } from '@weighbridge/contract/document-chain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiTestServerForFile, renderPage } from '../../app/testing/render-page';
import { ChainAlarm, TicketChainTab } from './ticket-chain-tab';

const api = apiTestServerForFile();
const renderTab = () =>
  renderPage(
    <>
      <ChainAlarm />
      <TicketChainTab />
    </>,
  );

const intact: ChainCheckAnswer = {
  state: 'intact',
  checkedAt: '2026-03-02T08:10:00.000Z',
  head: { position: 4711, documentNumber: 'SD-2026-004702' },
  anchors: { file: '/var/lib/weighbridge/backups/document-chain-anchors.jsonl', count: 12, latest: { at: '2026-03-02T08:10:00.000Z', position: 4711, documentNumber: 'SD-2026-004702' } },
  problems: [],
};
const removed = 'Link 4711 (SD-2026-004702), anchored 2026-03-02T08:10:00.000Z, is no longer in the database: links were removed from the chain.';
const broken: ChainCheckAnswer = { ...intact, state: 'broken', head: { position: 4709, documentNumber: 'SD-2026-004700' }, problems: [removed] };

const factOf = (label: string) => screen.getByText(label, { selector: 'th' }).closest('tr')!.querySelector('td')!.textContent;

describe('the Ticket chain tab', () => {
  it('shows an intact chain with its last link and anchor on the site’s clock, and no alarm', async () => {
    api.answer('GET /api/document-chain', { status: 200, body: { data: intact } });
    renderTab();
    expect(await screen.findByText('Intact')).toBeTruthy();
    expect(factOf('Last link')).toBe('4711 (SD-2026-004702)');
    expect(factOf('Checked')).toBe('Mar 2, 2026, 9:10 AM');
    expect(factOf('Last anchor')).toBe('4711 (SD-2026-004702), Mar 2, 2026, 9:10 AM');
    expect(factOf('Anchor file')).toBe(intact.anchors.file);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('raises the alarm and lists what a check now finds', async () => {
    api.answer('GET /api/document-chain', { status: 200, body: { data: intact } });
    renderTab();
    await screen.findByText('Intact');
    api.answer('POST /api/document-chain/check', { status: 200, body: { data: broken } });
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    const [alarm, found] = await screen.findAllByRole('alert');
    expect(within(alarm!).getByText('The ticket signature chain is broken')).toBeTruthy();
    expect(within(found!).getByRole('listitem').textContent).toBe(removed);
    expect(screen.getByText('Broken')).toBeTruthy();
    expect(factOf('Last link')).toBe('4709 (SD-2026-004700)');
  });
});
