/** The texts of the sign-in (spec part 1 section 2) and of its second step, the two-factor code. */
import { defineMessages } from 'react-intl';

export const loginMessages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Operations Dashboard' },
  subtitle: { id: 'login.subtitle', defaultMessage: 'Sign in with your site account' },
  username: { id: 'login.username', defaultMessage: 'Username' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  signIn: { id: 'login.signIn', defaultMessage: 'Sign In' },
  signingIn: { id: 'login.signingIn', defaultMessage: 'Signing in...' },
});

export const signInCodeMessages = defineMessages({
  form: { id: 'login.code.form', defaultMessage: 'Sign-in code' },
  instructions: {
    id: 'login.code.instructions',
    defaultMessage: 'Enter the six-digit code from your authenticator app, or one of your recovery codes.',
  },
  code: { id: 'login.code.code', defaultMessage: 'Code' },
  back: { id: 'login.code.back', defaultMessage: 'Back' },
  verify: { id: 'login.code.verify', defaultMessage: 'Verify' },
  verifying: { id: 'login.code.verifying', defaultMessage: 'Verifying...' },
});
