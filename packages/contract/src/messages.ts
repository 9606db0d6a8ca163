/** User-visible texts that both the server and the web app speak, exactly as the specification words them. */
export const MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  authenticationRequired: 'Authentication required',
  internalError: 'Internal server error',
  loginFailed: 'Login failed. Please try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again later.',
  permissionsLoadFailed: 'Failed to load permissions',
  notAuthenticated: 'Not authenticated',
  notFound: 'Not found',
  passwordChangeRequired: 'You must change your password before you can continue',
  twoFactorSetupRequired: 'Your role requires two-factor sign-in: set it up before you can continue',
  invalidSignInCode: 'The code is not correct',
  signInCodeExpired: 'The sign-in has expired. Please sign in again.',
} as const;
