/**
 * The texts of Users & Roles (Settings): the accounts and their dialogs, the roles, their grants matrix.
 * The contract's own texts (field labels, the built-in roles, the grants' actions) are messages under
 * their keys, so their English stays written once.
 */
import { BUILT_IN_ROLE_TEXTS, type BuiltInRole } from '@weighbridge/contract/permissions';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { textMessages } from '../../lib/contract-messages';
import { GRANT_ROWS } from './grant-rows';

const builtInRoleTexts = (part: 'label' | 'description') =>
  Object.fromEntries(Object.entries(BUILT_IN_ROLE_TEXTS).map(([name, texts]) => [name, texts[part]])) as Record<BuiltInRole, string>;
export const builtInRoleLabelMessages = textMessages('users.builtInRole.label', builtInRoleTexts('label'));
export const builtInRoleDescriptionMessages = textMessages('users.builtInRole.description', builtInRoleTexts('description'));

/** The actions of the grants matrix ('Print ticket', 'End sessions'), each once, by its key. */
const grantActions = GRANT_ROWS.flatMap((module) => module.pages.flatMap((page) => page.actions.map(({ action, label }) => [action, label] as const)));
export const grantActionMessages = textMessages('users.grantAction', Object.fromEntries(grantActions));

export const pageMessages = defineMessages({
  title: { id: 'users.page.title', defaultMessage: 'Users & Roles' },
  addUser: { id: 'users.page.addUser', defaultMessage: 'Add User' },
  addRole: { id: 'users.page.addRole', defaultMessage: 'Add Role' },
  usersTab: { id: 'users.page.usersTab', defaultMessage: 'Users' },
  rolesTab: { id: 'users.page.rolesTab', defaultMessage: 'Roles' },
  rolesFailed: { id: 'users.page.rolesFailed', defaultMessage: 'Failed to load roles' },
});

type Named = { name: string; username: string };

export const accountsMessages = {
  resetTwoFactorQuestion: defineMessage<Named>({
    id: 'users.accounts.resetTwoFactorQuestion',
    defaultMessage:
      'Turn off two-factor sign-in of {name} ({username})? Do this only for a user who lost both the phone and the recovery codes. Their sessions end; if their role requires it, they set it up again at the next sign-in.',
  }),
  deactivateQuestion: defineMessage<Named>({
    id: 'users.accounts.deactivateQuestion',
    defaultMessage: 'Deactivate {name} ({username})? Their sessions end at once and they cannot sign in until the account is reactivated.',
  }),
  deactivated: defineMessage<{ name: string }>({ id: 'users.accounts.deactivated', defaultMessage: '{name} is deactivated' }),
  reactivated: defineMessage<{ name: string }>({ id: 'users.accounts.reactivated', defaultMessage: '{name} is active again' }),
  twoFactorOff: defineMessage<{ name: string }>({ id: 'users.accounts.twoFactorOff', defaultMessage: 'Two-factor sign-in of {name} is off' }),
  ...defineMessages({
    loadFailed: { id: 'users.accounts.loadFailed', defaultMessage: 'Failed to load users' },
    deactivateFailed: { id: 'users.accounts.deactivateFailed', defaultMessage: 'Failed to deactivate user' },
    reactivateFailed: { id: 'users.accounts.reactivateFailed', defaultMessage: 'Failed to reactivate user' },
    twoFactorOffFailed: { id: 'users.accounts.twoFactorOffFailed', defaultMessage: 'Failed to turn off two-factor sign-in' },
  }),
};

export const accountsTableMessages = {
  record: defineMessage<{ username: string }>({ id: 'users.accountsTable.record', defaultMessage: 'user {username}' }),
  resetPassword: defineMessage<{ record: string }>({ id: 'users.accountsTable.resetPassword', defaultMessage: 'Reset password of {record}' }),
  turnOffTwoFactor: defineMessage<{ record: string }>({
    id: 'users.accountsTable.turnOffTwoFactor',
    defaultMessage: 'Turn off two-factor sign-in of {record}',
  }),
  deactivateRecord: defineMessage<{ record: string }>({ id: 'users.accountsTable.deactivateRecord', defaultMessage: 'Deactivate {record}' }),
  reactivateRecord: defineMessage<{ record: string }>({ id: 'users.accountsTable.reactivateRecord', defaultMessage: 'Reactivate {record}' }),
  ...defineMessages({
    name: { id: 'users.accountsTable.name', defaultMessage: 'Name' },
    username: { id: 'users.accountsTable.username', defaultMessage: 'Username' },
    role: { id: 'users.accountsTable.role', defaultMessage: 'Role' },
    status: { id: 'users.accountsTable.status', defaultMessage: 'Status' },
    lastSignIn: { id: 'users.accountsTable.lastSignIn', defaultMessage: 'Last Sign-in' },
    created: { id: 'users.accountsTable.created', defaultMessage: 'Created' },
    empty: { id: 'users.accountsTable.empty', defaultMessage: 'No users found' },
    label: { id: 'users.accountsTable.label', defaultMessage: 'Users' },
    active: { id: 'users.accountsTable.active', defaultMessage: 'Active' },
    inactive: { id: 'users.accountsTable.inactive', defaultMessage: 'Inactive' },
    twoFactor: { id: 'users.accountsTable.twoFactor', defaultMessage: 'Two-factor' },
    mustChangePassword: { id: 'users.accountsTable.mustChangePassword', defaultMessage: 'Must change password' },
    never: { id: 'users.accountsTable.never', defaultMessage: 'Never' },
    deactivate: { id: 'users.accountsTable.deactivate', defaultMessage: 'Deactivate' },
    reactivate: { id: 'users.accountsTable.reactivate', defaultMessage: 'Reactivate' },
  }),
};

export const accountFormMessages = {
  customRole: defineMessage<{ label: string }>({ id: 'users.accountForm.customRole', defaultMessage: '{label} (custom)' }),
  username: defineMessage<{ username: string; strong: MessageTag }>({
    id: 'users.accountForm.username', defaultMessage: 'Username: <strong>{username}</strong>' }),
  ...defineMessages({
    addTitle: { id: 'users.accountForm.addTitle', defaultMessage: 'Add User' },
    editTitle: { id: 'users.accountForm.editTitle', defaultMessage: 'Edit User' },
    created: { id: 'users.accountForm.created', defaultMessage: 'User created successfully' },
    updated: { id: 'users.accountForm.updated', defaultMessage: 'User updated successfully' },
    saveFailed: { id: 'users.accountForm.saveFailed', defaultMessage: 'Failed to save user' },
    usernameHint: { id: 'users.accountForm.usernameHint', defaultMessage: 'Letters, digits, dots, dashes and underscores' },
    passwordHint: { id: 'users.accountForm.passwordHint', defaultMessage: 'A first password: the user chooses their own at the first sign-in' },
  }),
};

export const resetPasswordMessages = {
  done: defineMessage<{ name: string }>({
    id: 'users.resetPassword.done',
    defaultMessage: 'Password reset: {name} chooses a new one at the next sign-in',
  }),
  explanation: defineMessage<Named>({
    id: 'users.resetPassword.explanation',
    defaultMessage: '{name} ({username}) is signed out everywhere and signs in next with this temporary password, then chooses their own.',
  }),
  ...defineMessages({
    title: { id: 'users.resetPassword.title', defaultMessage: 'Reset Password' },
    failed: { id: 'users.resetPassword.failed', defaultMessage: 'Failed to reset password' },
  }),
};

export const rolesMessages = {
  deleteQuestion: defineMessage<{ label: string }>({
    id: 'users.roles.deleteQuestion',
    defaultMessage: 'Delete the role {label}? Only a role that no user holds can be deleted.',
  }),
  requireQuestion: defineMessage<{ label: string }>({
    id: 'users.roles.requireQuestion',
    defaultMessage: 'Require two-factor sign-in for {label}? Its users who have not set it up must do so at their next request.',
  }),
  optionalQuestion: defineMessage<{ label: string }>({ id: 'users.roles.optionalQuestion', defaultMessage: 'Make two-factor sign-in optional for {label}?' }),
  required: defineMessage<{ label: string }>({ id: 'users.roles.required', defaultMessage: '{label} requires two-factor sign-in' }),
  optional: defineMessage<{ label: string }>({ id: 'users.roles.optional', defaultMessage: 'Two-factor sign-in is optional for {label}' }),
  ...defineMessages({
    deleted: { id: 'users.roles.deleted', defaultMessage: 'Role deleted successfully' },
    deleteFailed: { id: 'users.roles.deleteFailed', defaultMessage: 'Failed to delete role' },
    changeFailed: { id: 'users.roles.changeFailed', defaultMessage: 'Failed to change the role' },
  }),
};

export const rolesTableMessages = {
  requireFor: defineMessage<{ label: string }>({ id: 'users.rolesTable.requireFor', defaultMessage: 'Require two-factor sign-in for role {label}' }),
  viewGrants: defineMessage<{ label: string }>({ id: 'users.rolesTable.viewGrants', defaultMessage: 'View grants of role {label}' }),
  record: defineMessage<{ label: string }>({ id: 'users.rolesTable.record', defaultMessage: 'role {label}' }),
  ...defineMessages({
    label: { id: 'users.rolesTable.label', defaultMessage: 'Label' },
    name: { id: 'users.rolesTable.name', defaultMessage: 'Name' },
    description: { id: 'users.rolesTable.description', defaultMessage: 'Description' },
    type: { id: 'users.rolesTable.type', defaultMessage: 'Type' },
    users: { id: 'users.rolesTable.users', defaultMessage: 'Users' },
    twoFactor: { id: 'users.rolesTable.twoFactor', defaultMessage: 'Two-Factor Sign-In' },
    empty: { id: 'users.rolesTable.empty', defaultMessage: 'No roles found' },
    tableLabel: { id: 'users.rolesTable.tableLabel', defaultMessage: 'Roles' },
    builtIn: { id: 'users.rolesTable.builtIn', defaultMessage: 'Built-in' },
    custom: { id: 'users.rolesTable.custom', defaultMessage: 'Custom' },
    requiredState: { id: 'users.rolesTable.requiredState', defaultMessage: 'Required' },
    optionalState: { id: 'users.rolesTable.optionalState', defaultMessage: 'Optional' },
    view: { id: 'users.rolesTable.view', defaultMessage: 'View' },
  }),
};

export const roleFormMessages = defineMessages({
  /** The record's name in the dialog's title and messages ('Add Vehicle'). */
  noun: { id: 'users.roleForm.noun', defaultMessage: 'Role' },
  addTitle: { id: 'users.roleForm.addTitle', defaultMessage: 'Add Role' },
  editTitle: { id: 'users.roleForm.editTitle', defaultMessage: 'Edit Role' },
  saveFailed: { id: 'users.roleForm.saveFailed', defaultMessage: 'Failed to save role' },
  labelHint: { id: 'users.roleForm.labelHint', defaultMessage: 'How the role reads on the pages and in the header' },
  nameHint: { id: 'users.roleForm.nameHint', defaultMessage: 'Lower-case letters, digits, dashes and underscores' },
  startFrom: { id: 'users.roleForm.startFrom', defaultMessage: 'Start from' },
  startFromHint: { id: 'users.roleForm.startFromHint', defaultMessage: 'Copies the grants of a role; change them below' },
  chooseRole: { id: 'users.roleForm.chooseRole', defaultMessage: 'Choose a role...' },
});

export const roleGrantsMessages = {
  title: defineMessage<{ label: string }>({ id: 'users.roleGrants.title', defaultMessage: 'Role: {label}' }),
  ...defineMessages({
    builtIn: {
      id: 'users.roleGrants.builtIn',
      defaultMessage: 'A built-in role cannot be changed. To grant something else, add a role that starts from it.',
    },
    close: { id: 'users.roleGrants.close', defaultMessage: 'Close' },
    closeDialog: { id: 'users.roleGrants.closeDialog', defaultMessage: 'Close dialog' },
  }),
};

export const grantsMatrixMessages = {
  moduleEverything: defineMessage<{ module: string }>({ id: 'users.grants.moduleEverything', defaultMessage: '{module}: everything' }),
  pageEverything: defineMessage<{ module: string; page: string }>({ id: 'users.grants.pageEverything', defaultMessage: '{module} / {page}: everything' }),
  action: defineMessage<{ module: string; page: string; action: string }>({ id: 'users.grants.action', defaultMessage: '{module} / {page}: {action}' }),
  ...defineMessages({
    label: { id: 'users.grants.label', defaultMessage: 'Grants' },
    modulePage: { id: 'users.grants.modulePage', defaultMessage: 'Module / page' },
    all: { id: 'users.grants.all', defaultMessage: 'All' },
    actions: { id: 'users.grants.actions', defaultMessage: 'Actions' },
  }),
};
