/**
 * The texts of one's own account: the change of password (the header's dialog and the screen after a first
 * or reset password), two-factor sign-in with its recovery codes, and My sessions.
 */
import { defineMessage, defineMessages } from 'react-intl';
import { fieldLabelMessages, textMessages } from '../../lib/contract-messages';
import { PASSWORD_CHANGE_TEXTS } from './password-change-texts';

export const passwordFieldMessages = fieldLabelMessages('auth');
/** The form's own texts, kept where its check is: the repeated password's label and its mismatch. */
export const passwordChangeTextMessages = textMessages('account.password', PASSWORD_CHANGE_TEXTS);

export const commonMessages = defineMessages({
  closeDialog: { id: 'account.closeDialog', defaultMessage: 'Close dialog' },
  cancel: { id: 'account.cancel', defaultMessage: 'Cancel' },
  logout: { id: 'account.logout', defaultMessage: 'Logout' },
  loadFailed: { id: 'account.loadFailed', defaultMessage: 'Failed to load data' },
  twoFactorOn: { id: 'account.twoFactorOn', defaultMessage: 'Two-factor sign-in is on' },
  twoFactorOff: { id: 'account.twoFactorOff', defaultMessage: 'Two-factor sign-in is off' },
  turnOn: { id: 'account.turnOn', defaultMessage: 'Turn On' },
  turnOff: { id: 'account.turnOff', defaultMessage: 'Turn Off' },
});

export const passwordMessages = defineMessages({
  newPasswordHint: { id: 'account.password.newPasswordHint', defaultMessage: 'At least 8 characters, and not a common password' },
  failed: { id: 'account.password.failed', defaultMessage: 'Failed to change password' },
  changedEverywhere: { id: 'account.password.changedEverywhere', defaultMessage: 'Password changed. Your other sessions have been signed out.' },
  changed: { id: 'account.password.changed', defaultMessage: 'Password changed' },
  dialogTitle: { id: 'account.password.dialogTitle', defaultMessage: 'Change Password' },
  dialogText: {
    id: 'account.password.dialogText',
    defaultMessage: 'Every other session of your account is signed out when the password changes; this one stays signed in.',
  },
  requiredTitle: { id: 'account.password.requiredTitle', defaultMessage: 'Change Your Password' },
  changing: { id: 'account.password.changing', defaultMessage: 'Changing...' },
  change: { id: 'account.password.change', defaultMessage: 'Change Password' },
});

export const requiredPasswordMessages = {
  text: defineMessage<{ name: string }>({
    id: 'account.password.requiredText',
    defaultMessage: '{name}, you signed in with a password an administrator set. Choose your own password to continue.',
  }),
};

export const requiredTwoFactorMessages = {
  text: defineMessage<{ name: string }>({
    id: 'account.twoFactor.requiredText',
    defaultMessage: '{name}, your role requires a code from an authenticator app at every sign-in. Set it up to continue.',
  }),
  ...defineMessages({
    title: { id: 'account.twoFactor.requiredTitle', defaultMessage: 'Set Up Two-Factor Sign-In' },
  }),
};

export const enrolmentMessages = defineMessages({
  form: { id: 'account.enrolment.form', defaultMessage: 'Turn on two-factor sign-in' },
  startFailed: { id: 'account.enrolment.startFailed', defaultMessage: 'The set-up could not start' },
  scan: {
    id: 'account.enrolment.scan',
    defaultMessage: '1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, Aegis, 1Password or any other TOTP app).',
  },
  qrCode: { id: 'account.enrolment.qrCode', defaultMessage: 'QR code for the authenticator app' },
  typeKey: { id: 'account.enrolment.typeKey', defaultMessage: 'Or type this key into the app:' },
  enterCode: { id: 'account.enrolment.enterCode', defaultMessage: '2. Enter the six-digit code the app shows.' },
  failed: { id: 'account.enrolment.failed', defaultMessage: 'Two-factor sign-in could not be turned on' },
  turningOn: { id: 'account.enrolment.turningOn', defaultMessage: 'Turning on...' },
});

export const recoveryCodesMessages = {
  fileTitle: defineMessage<{ username: string }>({ id: 'account.recoveryCodes.fileTitle', defaultMessage: 'Recovery codes of {username}' }),
  ...defineMessages({
    fileText: { id: 'account.recoveryCodes.fileText', defaultMessage: 'Each code signs in once, in place of the authenticator code.' },
    title: { id: 'account.recoveryCodes.title', defaultMessage: 'Save your recovery codes' },
    text: {
      id: 'account.recoveryCodes.text',
      defaultMessage:
        'If you lose your phone, each of these codes signs you in once. They are shown only now: download or write them down and keep them somewhere safe.',
    },
    list: { id: 'account.recoveryCodes.list', defaultMessage: 'Recovery codes' },
    download: { id: 'account.recoveryCodes.download', defaultMessage: 'Download codes' },
    saved: { id: 'account.recoveryCodes.saved', defaultMessage: 'I have saved my codes' },
  }),
};

export const twoFactorMessages = {
  onSince: defineMessage<{ moment: string }>({ id: 'account.twoFactor.onSince', defaultMessage: 'On since {moment}' }),
  codesLeft: defineMessage<{ count: number }>({ id: 'account.twoFactor.codesLeft', defaultMessage: 'Recovery codes left: {count}' }),
  ...defineMessages({
    title: { id: 'account.twoFactor.title', defaultMessage: 'Two-factor sign-in' },
    status: { id: 'account.twoFactor.status', defaultMessage: 'Two-factor sign-in:' },
    on: { id: 'account.twoFactor.on', defaultMessage: 'On' },
    off: { id: 'account.twoFactor.off', defaultMessage: 'Off' },
    requiredByRole: { id: 'account.twoFactor.requiredByRole', defaultMessage: 'Required by your role' },
    newCodes: { id: 'account.twoFactor.newCodes', defaultMessage: 'New recovery codes' },
    why: {
      id: 'account.twoFactor.why',
      defaultMessage: 'With two-factor sign-in, a stolen password is not enough: every sign-in also asks for a code from an app on your phone.',
    },
    newCodesForm: { id: 'account.twoFactor.newCodesForm', defaultMessage: 'New recovery codes' },
    newCodesText: {
      id: 'account.twoFactor.newCodesText',
      defaultMessage: 'New codes replace the old ones, which stop working. Enter a code of your authenticator app to make them.',
    },
    newCodesFailed: { id: 'account.twoFactor.newCodesFailed', defaultMessage: 'Recovery codes could not be made' },
    makeNewCodes: { id: 'account.twoFactor.makeNewCodes', defaultMessage: 'Make New Codes' },
    turnOffForm: { id: 'account.twoFactor.turnOffForm', defaultMessage: 'Turn off two-factor sign-in' },
    turnOffText: { id: 'account.twoFactor.turnOffText', defaultMessage: 'Your password alone will sign you in again. Enter it to turn two-factor sign-in off.' },
    turnOffFailed: { id: 'account.twoFactor.turnOffFailed', defaultMessage: 'Two-factor sign-in could not be turned off' },
  }),
};

export const mySessionsMessages = defineMessages({
  title: { id: 'account.sessions.title', defaultMessage: 'My sessions' },
  text: {
    id: 'account.sessions.text',
    defaultMessage: 'Where your account is signed in now. End a session you do not recognise, or one on a computer you no longer use.',
  },
});
