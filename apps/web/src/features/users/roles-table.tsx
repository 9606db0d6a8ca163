/** The roles: Label, Name, Description, Type, Users, Two-Factor Sign-In and the actions (view a built-in one; edit or delete a custom one). */
import { Badge, Button, Group, Switch, Text } from '@mantine/core';
import type { RoleRecord } from '@weighbridge/contract/users';
import { CatalogueTable } from '../../components/catalogue-table';
import { RecordActions } from '../../components/record-actions';
import { NOT_SET } from '../../lib/format';

export type RoleActions = {
  onView: (role: RoleRecord) => void;
  /** Left out for a user who may not manage roles. */
  onEdit?: (role: RoleRecord) => void;
  onDelete?: (role: RoleRecord) => void;
  /** Whether the role's users must sign in with a code; left out for a user who may not manage roles. */
  onRequireTwoFactor?: (role: RoleRecord, required: boolean) => void;
};

export function RolesTable({ roles, actions }: { roles: readonly RoleRecord[]; actions: RoleActions }) {
  return (
    <CatalogueTable
      records={roles}
      columns={[
        { header: 'Label', cell: (role) => role.label, td: { fw: 600 } },
        { header: 'Name', cell: (role) => role.name },
        { header: 'Description', cell: (role) => role.description ?? NOT_SET },
        {
          header: 'Type',
          cell: (role) => (
            <Badge color={role.built_in ? 'gray' : 'blue'} variant="light" miw="max-content">
              {role.built_in ? 'Built-in' : 'Custom'}
            </Badge>
          ),
        },
        { header: 'Users', align: 'right', cell: (role) => role.user_count },
        { header: 'Two-Factor Sign-In', cell: (role) => <TwoFactorRequirement role={role} actions={actions} /> },
      ]}
      rowKey={(role) => role.name}
      emptyText="No roles found"
      minWidth={900}
      label="Roles"
      actions={(role) => <RoleActionButtons role={role} actions={actions} />}
    />
  );
}

/** Whether the role's users sign in with a code: a switch for a user who may manage roles. */
function TwoFactorRequirement({ role, actions }: { role: RoleRecord; actions: RoleActions }) {
  const requirement = role.requires_two_factor ? 'Required' : 'Optional';
  if (!actions.onRequireTwoFactor) return <Text size="sm">{requirement}</Text>;
  return (
    <Switch
      checked={role.requires_two_factor}
      label={requirement}
      aria-label={`Require two-factor sign-in for role ${role.label}`}
      onChange={(event) => actions.onRequireTwoFactor?.(role, event.currentTarget.checked)}
    />
  );
}

/** View for a built-in role (or a user who may not manage roles); Edit and Delete for a custom one. */
function RoleActionButtons({ role, actions }: { role: RoleRecord; actions: RoleActions }) {
  return (
    <Group gap={4} wrap="nowrap">
      {role.built_in || !actions.onEdit ? (
        <Button variant="subtle" size="compact-sm" aria-label={`View grants of role ${role.label}`} onClick={() => actions.onView(role)}>
          View
        </Button>
      ) : (
        <RecordActions label={`role ${role.label}`} onEdit={() => actions.onEdit?.(role)} onDelete={actions.onDelete && (() => actions.onDelete?.(role))} />
      )}
    </Group>
  );
}
