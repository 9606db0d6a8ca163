import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordChangeFields } from './password-change-fields';
import type { usePasswordChangeForm } from './password-change-form';
import { renderPage } from '../../app/testing/render-page';


type Form = ReturnType<typeof usePasswordChangeForm>;

function renderFields(form: Partial<Form>) {
  const draft = { current_password: '', new_password: '', repeat_password: '' };
  const whole = { draft, errors: {}, change: vi.fn(), setErrors: vi.fn(), saving: false, submit: vi.fn(), ...form } as Form;
  renderPage(
    <PasswordChangeFields form={whole} />,
  );
  return whole;
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('the password change fields', () => {
  it('ask for the current password as saved, and the new one twice as new', () => {
    renderFields({});
    expect(input(/^Current password/).autocomplete).toBe('current-password');
    expect(input(/^New password/).autocomplete).toBe('new-password');
    expect(input(/^Repeat new password/).autocomplete).toBe('new-password');
    expect(screen.getByText('At least 8 characters, and not a common password')).toBeTruthy();
  });

  it('put each message under its field and change the field typed in', () => {
    const form = renderFields({ errors: { repeat_password: 'The new passwords do not match' } });
    const describedBy = input(/^Repeat new password/).getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('The new passwords do not match');
    fireEvent.change(input(/^New password/), { target: { value: 'correct horse' } });
    expect(form.change).toHaveBeenCalledWith({ new_password: 'correct horse' });
  });

  it('wait while the change is being saved', () => {
    renderFields({ saving: true });
    expect([/^Current password/, /^New password/, /^Repeat new password/].map((label) => input(label).disabled)).toEqual([true, true, true]);
  });
});
