import type { Account } from '@weighbridge/contract/users';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiTestServerForFile, renderPage } from '../../app/testing/render-page';
import { ResetPasswordModal } from './reset-password-modal';

const api = apiTestServerForFile();

const ana: Account = {
  id: 3,
  username: 'ana',
  name: 'Ana Horvat',
  role: 'operator',
  role_label: 'Operator',
  active: true,
  must_change_password: false,
  two_factor_enabled: false,
  last_sign_in_at: null,
  created_at: '2026-01-15T08:30:00Z',
};

describe('the Reset Password dialog', () => {
  it('asks for a new password, not the saved one, and shows the server’s refusal under it, keeping what was typed', async () => {
    api.answer('POST /api/users/3/reset-password', { status: 400, body: { error: 'Password is too common' } });
    const onClose = vi.fn();
    renderPage(<ResetPasswordModal account={ana} onClose={onClose} />);
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.required).toBe(true);
    expect(password.autocomplete).toBe('new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'password1' } });
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password is too common')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
    expect(password.value).toBe('password1');
    expect(onClose).not.toHaveBeenCalled();
    expect(JSON.parse(api.requests.findLast((request) => request.method === 'POST')!.body)).toEqual({ password: 'password1' });
  });
});
