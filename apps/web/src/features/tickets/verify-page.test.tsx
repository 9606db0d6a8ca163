import { TICKET_MESSAGES } from '@weighbridge/contract/tickets';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { storeSession } from '../../app/session/session-storage';
import { apiTestServerForFile, renderPage } from '../../app/testing/render-page';
import { VerifyPage } from './verify-page';

const api = apiTestServerForFile();
beforeEach(() => {
  localStorage.clear();
  api.requests.length = 0;
});

const NUMBER = 'SD-2026-000123';
const CODE = '3f2a9c01b7e4';
const LOOKUP = `GET /api/verify/${NUMBER}`;

function renderAt(address: string) {
  renderPage(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/verify/:number" element={<VerifyPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The value of a row of the answer, named by its header. */
const rowValue = (name: string) => within(screen.getByRole('row', { name: new RegExp(`^${name}`) })).getByRole('cell');

describe('the ticket verification page', () => {
  it('asks for the number and code without the session, and shows an intact ticket', async () => {
    storeSession({ token: 'someone-signed-in', user: { id: 1, username: 'oper', name: 'Olga', role: 'operator', role_label: 'Operator', must_change_password: false, two_factor_enabled: false, two_factor_setup_required: false } });
    api.answer(LOOKUP, {
      status: 200,
      body: { data: { document_number: NUMBER, integrity: 'verified', voided: false, date: '2026-03-02T08:05:00.000Z', time_zone: 'Europe/Ljubljana', net_weight_kg: 19750.5, weights: { unit: 'kg', decimals: 2 } } },
    });
    renderAt(`/verify/${NUMBER}?c=${CODE.toUpperCase()}`);

    expect(screen.getByRole('heading', { name: 'Ticket verification' })).toBeTruthy();
    expect(await screen.findByText("This ticket matches the weighbridge's record.")).toBeTruthy();
    expect(rowValue('Ticket number').textContent).toBe(NUMBER);
    expect(rowValue('Integrity').textContent).toBe('Verified');
    expect(rowValue('Voided').textContent).toBe('No');
    expect(rowValue('Net Weight').textContent).toBe('19,750.50 kg');
    expect(rowValue('Date').textContent).toBe('Mar 2, 2026, 9:05 AMSite time (Europe/Ljubljana)');
    expect(api.requests.map((request) => request.url)).toEqual([`/api/verify/${NUMBER}?c=${CODE}`]);
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('says that an altered and voided ticket is both', async () => {
    api.answer(LOOKUP, {
      status: 200,
      body: { data: { document_number: NUMBER, integrity: 'altered', voided: true, date: '2026-03-02T08:05:00.000Z', time_zone: 'Europe/Ljubljana', net_weight_kg: 21000, weights: { unit: 't', decimals: 2 } } },
    });
    renderAt(`/verify/${NUMBER}?c=${CODE}`);

    expect(await screen.findByText('The record of this ticket was changed after it was issued: it does not match its signature.')).toBeTruthy();
    expect(screen.getByText('This ticket was voided and is no longer valid.')).toBeTruthy();
    expect(screen.queryByText("This ticket matches the weighbridge's record.")).toBeNull();
    expect(rowValue('Integrity').textContent).toBe('Altered');
    expect(rowValue('Voided').textContent).toBe('Yes');
    // The site shows tons with two decimals: the answer says so, the page being open to anyone with the code.
    expect(rowValue('Net Weight').textContent).toBe('21.00 t');
  });

  it('shows the not-found text for a number and code that match no ticket, and the server text when too busy', async () => {
    api.answer(LOOKUP, { status: 404, body: { error: 'Scale document not found' } });
    renderAt(`/verify/${NUMBER}?c=${CODE}`);
    expect(await screen.findByText(TICKET_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByText(NUMBER).closest('p')?.textContent).toBe(`Ticket number: ${NUMBER}`);
    cleanup();

    api.answer(LOOKUP, { status: 409, body: { error: TICKET_MESSAGES.otherTicket, code: 'CONFLICT' } });
    renderAt(`/verify/${NUMBER}?c=${CODE}`);
    expect(await screen.findByText(TICKET_MESSAGES.otherTicket)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();

    api.answer(LOOKUP, { status: 429, body: { error: TICKET_MESSAGES.tooManyLookups }, headers: { 'Retry-After': '42' } });
    renderAt(`/verify/${NUMBER}?c=${CODE}`);
    expect(await screen.findByText(TICKET_MESSAGES.tooManyLookups)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says that the code is missing or malformed without asking the server, and looks up the code typed in', async () => {
    renderAt(`/verify/${NUMBER}`);
    expect(screen.getByText('This address has no verification code. Enter the code printed on the ticket.')).toBeTruthy();
    cleanup();

    renderAt(`/verify/${NUMBER}?c=12345`);
    expect(screen.getByText('Verification code must be 12 hexadecimal characters')).toBeTruthy();
    expect(api.requests).toEqual([]);

    api.answer(LOOKUP, {
      status: 200,
      body: { data: { document_number: NUMBER, integrity: 'verified', voided: false, date: '2026-03-02T08:05:00.000Z', time_zone: 'Europe/Ljubljana', net_weight_kg: 100, weights: { unit: 'kg', decimals: 2 } } },
    });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: CODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('100.00 kg')).toBeTruthy();
    expect(api.requests.map((request) => request.url)).toEqual([`/api/verify/${NUMBER}?c=${CODE}`]);
  });
});
