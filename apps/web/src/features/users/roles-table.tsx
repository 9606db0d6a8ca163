/** The roles: Label, Name, Description, Type, Users, Two-Factor Sign-In and the actions (view a built-in one; edit or delete a custom one). */
import { Badge, Button, Group, Switch, Table, Text } from '@mantine/core';
import type { RoleRecord } from '@weighbridge/contract/users';
import { RecordActions } from '../../components/record-actions';
import { EmptyTableRow } from '../../components/record-table-rows';
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
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Roles">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Label</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">Users</Table.Th>
            <Table.Th>Two-Factor Sign-In</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => (
            <Table.Tr key={role.name}>
              <Table.Td fw={600}>{role.label}</Table.Td>
              <Table.Td>{role.name}</Table.Td>
              <Table.Td>{role.description ?? NOT_SET}</Table.Td>
              <Table.Td>
                <Badge color={role.built_in ? 'gray' : 'blue'} variant="light" miw="max-content">
                  {role.built_in ? 'Built-in' : 'Custom'}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{role.user_count}</Table.Td>
              <Table.Td>
                {actions.onRequireTwoFactor ? (
                  <Switch
                    checked={role.requires_two_factor}
                    label={role.requires_two_factor ? 'Required' : 'Optional'}
                    aria-label={`Require two-factor sign-in for role ${role.label}`}
                    onChange={(event) => actions.onRequireTwoFactor?.(role, event.currentTarget.checked)}
                  />
                ) : (
                  <Text size="sm">{role.requires_two_factor ? 'Required' : 'Optional'}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {role.built_in || !actions.onEdit ? (
                    <Button variant="subtle" size="compact-sm" aria-label={`View grants of role ${role.label}`} onClick={() => actions.onView(role)}>
                      View
                    </Button>
                  ) : (
                    <RecordActions
                      label={`role ${role.label}`}
                      onEdit={() => actions.onEdit?.(role)}
                      onDelete={actions.onDelete && (() => actions.onDelete?.(role))}
                    />
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {roles.length === 0 && <EmptyTableRow columns={7} text="No roles found" />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
