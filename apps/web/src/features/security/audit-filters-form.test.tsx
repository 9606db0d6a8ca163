import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiTestServerForFile, renderPage } from '../../app/testing/render-page';
import { type AuditFilters, NO_AUDIT_FILTERS } from './audit-filters';
import { AuditFiltersForm } from './audit-filters-form';

apiTestServerForFile();

/** The form with its draft held as the audit trail tab holds it. */
function renderFilters(onApply: () => void, onClear: () => void) {
  function Filters() {
    const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
    return <AuditFiltersForm draft={draft} onChange={(patch) => setDraft({ ...draft, ...patch })} onApply={onApply} onClear={onClear} />;
  }
  renderPage(<Filters />);
  return screen.getByRole('form', { name: 'Filters' });
}

const day = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;

describe('the audit trail filters', () => {
  it('offers user, event, record type and the site days from and to', () => {
    const form = renderFilters(vi.fn(), vi.fn());
    const labels = [...form.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['User', 'Event', 'Record type', 'From', 'To']);
    expect(day(form, 'From').type).toBe('date');
    expect(day(form, 'From').min).toBe(day(form, 'To').min);
  });

  it('keeps To from starting before From, and applies nothing while the range is backwards', () => {
    const onApply = vi.fn();
    const form = renderFilters(onApply, vi.fn());
    fireEvent.change(day(form, 'From'), { target: { value: '2026-03-10' } });
    expect(day(form, 'To').min).toBe('2026-03-10');
    fireEvent.change(day(form, 'To'), { target: { value: '2026-03-01' } });
    expect(within(form).getByText('To cannot be earlier than From')).toBeTruthy();
    const apply = within(form).getByRole('button', { name: 'Apply Filters' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.submit(form);
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(day(form, 'To'), { target: { value: '2026-03-31' } });
    expect(within(form).queryByText('To cannot be earlier than From')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Apply Filters' }));
    expect(onApply).toHaveBeenCalledOnce();
  });

  it('applies on Enter in the user box and starts again on Clear Filters', () => {
    const onApply = vi.fn();
    const onClear = vi.fn();
    const form = renderFilters(onApply, onClear);
    fireEvent.change(within(form).getByLabelText('User'), { target: { value: 'ana' } });
    fireEvent.submit(form);
    expect(onApply).toHaveBeenCalledOnce();
    fireEvent.click(within(form).getByRole('button', { name: 'Clear Filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
