/** The Roles tab: the built-in roles (read-only templates) and the custom ones, with their grants. */
import { Paper } from '@mantine/core';
import type { RoleRecord } from '@weighbridge/contract/users';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorText } from '../../app/api-client';
import { LoadingNotice } from '../../components/loading-notice';
import { showToast } from '../../components/toast';
import { useDeleteRole } from './api/delete-role';
import { useRequireTwoFactor } from './api/require-two-factor';
import { RoleFormModal } from './role-form-modal';
import { RoleGrantsModal } from './role-grants-modal';
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
  const deleteRole = useDeleteRole();
  const requireTwoFactor = useRequireTwoFactor();
  const all = roles.data ?? [];

  function confirmDelete(role: RoleRecord) {
    if (!window.confirm(`Delete the role ${role.label}? Only a role that no user holds can be deleted.`)) return;
    deleteRole.mutate(role.name, {
      onSuccess: () => showToast('success', 'Role deleted successfully'),
      onError: (error) => showToast('error', errorText(error, 'Failed to delete role')),
    });
  }

  function setTwoFactor(role: RoleRecord, required: boolean) {
    const question = required
      ? `Require two-factor sign-in for ${role.label}? Its users who have not set it up must do so at their next request.`
      : `Make two-factor sign-in optional for ${role.label}?`;
    if (!window.confirm(question)) return;
    requireTwoFactor.mutate(
      { name: role.name, required },
      {
        onSuccess: () => showToast('success', required ? `${role.label} requires two-factor sign-in` : `Two-factor sign-in is optional for ${role.label}`),
        onError: (error) => showToast('error', errorText(error, 'Failed to change the role')),
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
