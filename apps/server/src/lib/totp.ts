/**
 * Time-based one-time codes (TOTP, RFC 6238) as every authenticator app makes them: SHA-1, six digits, a
 * new code each 30 seconds. A code is accepted one step either side of the server's clock, for a phone a
 * little fast or slow and a code typed as it turns over.
 */
import { TOTP_PERIOD_SECONDS } from '@weighbridge/contract/two-factor';
import { Secret, TOTP } from 'otpauth';

/** RFC 4226's recommended length of a shared secret: 160 bits. */
const SECRET_BYTES = 20;
const DRIFT_STEPS = 1;

function totpOf(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS });
}

export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// address an app reads from the QR code: the site as the issuer, the username as the account. */
export function otpauthUrl(secret: string, issuer: string, username: string): string {
  return totpOf(secret, username, issuer).toString();
}

/** The time step a code stands for, when it is the secret's code within the drift of `at`; undefined otherwise. */
export function totpStepOf(secret: string, code: string, at: Date): number | undefined {
  const timestamp = at.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: DRIFT_STEPS });
  if (delta === null) return undefined;
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code of the secret at a time: for tests, which play the authenticator app. */
export function totpCodeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}
