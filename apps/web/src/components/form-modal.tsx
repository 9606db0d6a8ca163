/**
 * The dialog every add/edit form uses (spec part 2 section 4): on submit it shows 'Saving...' with its
 * buttons disabled, and only the save's outcome closes it, so a failed save keeps what was typed.
 */
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formMessages as text } from './messages';

type FormModalProps = {
  title: string;
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** Wider dialogs lay their fields out in two columns; the widest hold a table (a role's grants). */
  size?: 'md' | 'lg' | 'xl';
  /** What the submit button says when the form does more than save (Approve); 'Save' otherwise. */
  submitLabel?: string;
  children: ReactNode;
};

export function FormModal({ title, saving, onSubmit, onClose, size = 'md', submitLabel, children }: FormModalProps) {
  const intl = useIntl();
  // Dismissing the dialog mid-save would hide the failure message's context, so it waits for the outcome.
  const close = () => {
    if (!saving) onClose();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!saving) onSubmit();
  }

  return (
    <Modal
      opened
      onClose={close}
      title={title}
      size={size}
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
      closeButtonProps={{ 'aria-label': intl.formatMessage(text.closeDialog), disabled: saving }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* The form checks its fields against the contract itself, with the same messages as the server. */}
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={saving}>
              <FormattedMessage {...text.cancel} />
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <FormattedMessage {...text.saving} /> : (submitLabel ?? <FormattedMessage {...text.save} />)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
