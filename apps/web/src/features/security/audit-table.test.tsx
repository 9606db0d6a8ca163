import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@weighbridge/contract/audit-log';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../app/testing/render-page';
import { AuditTable } from './audit-table';

/** An event of the trail, as GET /api/audit-log answers it. */
function entry(id: number, fields: Partial<AuditEntry>): AuditEntry {
  return {
    id,
    occurredAt: '2026-11-28T01:00:04.000Z',
    userName: null,
    username: null,
    action: 'database.backup',
    outcome: 'success',
    recordType: null,
    recordId: null,
    clientAddress: null,
    details: null,
    ...fields,
  };
}

describe('the audit trail table', () => {
  it('shows a scheduled backup by the time it was due at the site’s clock, not as an ISO time', () => {
    renderPage(
      <AuditTable
        entries={[
          // Due at 02:00 in Ljubljana: 01:00 UTC in winter (CET), 00:00 UTC in summer (CEST).
          entry(1, { recordType: 'scheduled_backup', recordId: '2026-11-28T01:00:00.000Z' }),
          entry(2, { occurredAt: '2026-07-01T00:00:03.000Z', recordType: 'scheduled_backup', recordId: '2026-07-01T00:00:00.000Z' }),
          entry(3, { action: 'vehicle.update', recordType: 'vehicle', recordId: '12' }),
        ]}
        onOpen={vi.fn()}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Scheduled backup Nov 28, 2026, 2:00 AM')).toBeTruthy();
    expect(within(rows[0]!).getByText('Nov 28, 2026, 2:00 AM', { selector: 'button' })).toBeTruthy();
    expect(within(rows[1]!).getByText('Scheduled backup Jul 1, 2026, 2:00 AM')).toBeTruthy();
    expect(within(rows[2]!).getByText('Vehicle 12')).toBeTruthy();
    expect(screen.getByRole('table').textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });
});
