/** The roles: Label, Name, Description, Type, Users, Two-Factor Sign-In and the actions (view a built-in one; edit or delete a custom one). */
import { Badge, Button, Group, Switch, Text } from '@mantine/core';
import type { RoleRecord } from '@weighbridge/contract/users';
import { CatalogueTable } from '../../components/catalogue-table';
import { RecordActions } from '../../components/record-actions';
import { useIntl } from 'react-intl';
import { NOT_SET } from '../../lib/format';
import { rolesTableMessages as text } from './messages';
import { useRoleTexts } from './role-texts';

export type RoleActions = {
  onView: (role: RoleRecord) => void;
  /** Left out for a user who may not manage roles. */
  onEdit?: (role: RoleRecord) => void;
  onDelete?: (role: RoleRecord) => void;
  /** Whether the role's users must sign in with a code; left out for a user who may not manage roles. */
  onRequireTwoFactor?: (role: RoleRecord, required: boolean) => void;
};

export function RolesTable({ roles, actions }: { roles: readonly RoleRecord[]; actions: RoleActions }) {
  const intl = useIntl();
  const roleTexts = useRoleTexts();
  return (
    <CatalogueTable
      records={roles}
      columns={[
        { header: intl.formatMessage(text.label), cell: (role) => roleTexts.label(role.name, role.label), td: { fw: 600 } },
        { header: intl.formatMessage(text.name), cell: (role) => role.name },
        { header: intl.formatMessage(text.description), cell: (role) => roleTexts.description(role.name, role.description) ?? NOT_SET },
        {
          header: intl.formatMessage(text.type),
          cell: (role) => (
            <Badge color={role.built_in ? 'gray' : 'blue'} variant="light" miw="max-content">
              {intl.formatMessage(role.built_in ? text.builtIn : text.custom)}
            </Badge>
          ),
        },
        { header: intl.formatMessage(text.users), align: 'right', cell: (role) => role.user_count },
        { header: intl.formatMessage(text.twoFactor), cell: (role) => <TwoFactorRequirement role={role} actions={actions} /> },
      ]}
      rowKey={(role) => role.name}
      emptyText={intl.formatMessage(text.empty)}
      minWidth={900}
      label={intl.formatMessage(text.tableLabel)}
      actions={(role) => <RoleActionButtons role={role} actions={actions} />}
    />
  );
}

/** Whether the role's users sign in with a code: a switch for a user who may manage roles. */
function TwoFactorRequirement({ role, actions }: { role: RoleRecord; actions: RoleActions }) {
  const intl = useIntl();
  const label = useRoleTexts().label(role.name, role.label);
  const requirement = intl.formatMessage(role.requires_two_factor ? text.requiredState : text.optionalState);
  if (!actions.onRequireTwoFactor) return <Text size="sm">{requirement}</Text>;
  return (
    <Switch
      checked={role.requires_two_factor}
      label={requirement}
      aria-label={intl.formatMessage(text.requireFor, { label })}
      onChange={(event) => actions.onRequireTwoFactor?.(role, event.currentTarget.checked)}
    />
  );
}

/** View for a built-in role (or a user who may not manage roles); Edit and Delete for a custom one. */
function RoleActionButtons({ role, actions }: { role: RoleRecord; actions: RoleActions }) {
  const intl = useIntl();
  const label = useRoleTexts().label(role.name, role.label);
  return (
    <Group gap={4} wrap="nowrap">
      {role.built_in || !actions.onEdit ? (
        <Button variant="subtle" size="compact-sm" aria-label={intl.formatMessage(text.viewGrants, { label })} onClick={() => actions.onView(role)}>
          {intl.formatMessage(text.view)}
        </Button>
      ) : (
        <RecordActions label={intl.formatMessage(text.record, { label })} onEdit={() => actions.onEdit?.(role)} onDelete={actions.onDelete && (() => actions.onDelete?.(role))} />
      )}
    </Group>
  );
}
