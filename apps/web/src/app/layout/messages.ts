/**
 * The texts of the signed-in shell: header, sidebar, and the pages it shows when a page cannot be. A
 * message with arguments is defined on its own with their types, so that a value left out does not compile.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const headerMessages = {
  userMenu: defineMessage<{ name: string }>({ id: 'shell.header.userMenu', defaultMessage: 'User menu of {name}' }),
  userWithRole: defineMessage<{ name: string; role: string }>({ id: 'shell.header.userWithRole', defaultMessage: '{name} ({role})' }),
  ...defineMessages({
    toggleNavigation: { id: 'shell.header.toggleNavigation', defaultMessage: 'Toggle navigation' },
    site: { id: 'shell.header.site', defaultMessage: 'Site' },
    changePassword: { id: 'shell.header.changePassword', defaultMessage: 'Change password' },
    mySessions: { id: 'shell.header.mySessions', defaultMessage: 'My sessions' },
    twoFactor: { id: 'shell.header.twoFactor', defaultMessage: 'Two-factor sign-in' },
    logout: { id: 'shell.header.logout', defaultMessage: 'Logout' },
  }),
};

export const sidebarMessages = {
  sharedWith: defineMessage<{ modules: string }>({ id: 'shell.sidebar.sharedWith', defaultMessage: 'Shared with: {modules}' }),
  ...defineMessages({
    mainMenu: { id: 'shell.sidebar.mainMenu', defaultMessage: 'Main menu' },
    menuView: { id: 'shell.sidebar.menuView', defaultMessage: 'Menu view' },
    simple: { id: 'shell.sidebar.simple', defaultMessage: 'Simple' },
    advanced: { id: 'shell.sidebar.advanced', defaultMessage: 'Advanced' },
    collapseAll: { id: 'shell.sidebar.collapseAll', defaultMessage: 'Collapse all' },
    expandAll: { id: 'shell.sidebar.expandAll', defaultMessage: 'Expand all' },
    shared: { id: 'shell.sidebar.shared', defaultMessage: 'Shared' },
  }),
};

export const pageTitleMessages = defineMessages({
  dashboard: { id: 'shell.title.dashboard', defaultMessage: 'Dashboard' },
  operationsDashboard: { id: 'shell.title.operationsDashboard', defaultMessage: 'Operations Dashboard' },
});

export const notFoundMessages = {
  text: defineMessage<{ path: string }>({
    id: 'shell.notFound.text',
    defaultMessage: 'There is no page at {path}. It may have moved, or the address may be mistyped.',
  }),
  ...defineMessages({
    title: { id: 'shell.notFound.title', defaultMessage: 'Page not found' },
    back: { id: 'shell.notFound.back', defaultMessage: 'Back to Dashboard' },
  }),
};
