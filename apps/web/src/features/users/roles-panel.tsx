/** The Roles tab: the built-in roles (read-only templates) and the custom ones, with their grants. */
import { Paper } from '@mantine/core';
import type { RoleRecord } from '@weighbridge/contract/users';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { LoadingNotice } from '../../components/loading-notice';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useDeleteRole } from './api/delete-role';
import { useRequireTwoFactor } from './api/require-two-factor';
import { rolesMessages as text } from './messages';
import { RoleFormModal } from './role-form-modal';
import { RoleGrantsModal } from './role-grants-modal';
import { useRoleTexts } from './role-texts';
import { RolesTable } from './roles-table';

/** The dialog that is open: adding a role, editing a custom one, or viewing one's grants. */
export type RoleDialog = { kind: 'add' } | { kind: 'edit'; role: RoleRecord } | { kind: 'view'; role: RoleRecord };

type RolesPanelProps = {
  roles: UseQueryResult<RoleRecord[]>;
  manage: boolean;
  dialog: RoleDialog | null;
  onDialog: (dialog: RoleDialog | null) => void;
};

export function RolesPanel({ roles, manage, dialog, onDialog }: RolesPanelProps) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const roleTexts = useRoleTexts();
  const failure = (error: unknown, fallback: string) => knownText(errorText(error, fallback));
  const deleteRole = useDeleteRole();
  const requireTwoFactor = useRequireTwoFactor();
  const all = roles.data ?? [];

  function confirmDelete(role: RoleRecord) {
    if (!window.confirm(intl.formatMessage(text.deleteQuestion, { label: role.label }))) return;
    deleteRole.mutate(role.name, {
      onSuccess: () => showToast('success', intl.formatMessage(text.deleted)),
      onError: (error) => showToast('error', failure(error, intl.formatMessage(text.deleteFailed))),
    });
  }

  function setTwoFactor(role: RoleRecord, required: boolean) {
    const label = { label: roleTexts.label(role.name, role.label) };
    if (!window.confirm(intl.formatMessage(required ? text.requireQuestion : text.optionalQuestion, label))) return;
    requireTwoFactor.mutate(
      { name: role.name, required },
      {
        onSuccess: () => showToast('success', intl.formatMessage(required ? text.required : text.optional, label)),
        onError: (error) => showToast('error', failure(error, intl.formatMessage(text.changeFailed))),
      },
    );
  }

  const close = () => onDialog(null);
  return (
    <>
      {roles.isPending && <LoadingNotice />}
      {roles.data && (
        <Paper withBorder radius="md">
          <RolesTable
            roles={roles.data}
            actions={{
              onView: (role) => onDialog({ kind: 'view', role }),
              ...(manage && { onEdit: (role: RoleRecord) => onDialog({ kind: 'edit', role }), onDelete: confirmDelete, onRequireTwoFactor: setTwoFactor }),
            }}
          />
        </Paper>
      )}
      {dialog?.kind === 'add' && <RoleFormModal roles={all} onClose={close} />}
      {dialog?.kind === 'edit' && <RoleFormModal role={dialog.role} roles={all} onClose={close} />}
      {dialog?.kind === 'view' && <RoleGrantsModal role={dialog.role} onClose={close} />}
    </>
  );
}
