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
  /** The app's code was right but has signed in (or confirmed something) already: each is good once. */
  signInCodeUsed: 'This code has already been used. Wait for the next code.',
  recoveryCodeUsed: 'This recovery code has already been used. Use another one.',
  signInCodeExpired: 'The sign-in has expired. Please sign in again.',
} as const;
