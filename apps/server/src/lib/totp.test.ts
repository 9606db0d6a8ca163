import { describe, expect, it } from 'vitest';
import { otpauthUrl, totpCodeAt, totpStepOf } from './totp.js';

// RFC 6238, appendix B: the SHA-1 seed '12345678901234567890' in base32; the six digits are the last six of its eight.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('time-based one-time codes', () => {
  it('makes the codes of RFC 6238', () => {
    expect(totpCodeAt(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, new Date(2_000_000_000_000))).toBe('279037');
  });

  it('accepts a code one step either side of the clock, and says which step it was', () => {
    const at = new Date(1_111_111_109_000);
    const step = Math.floor(1_111_111_109 / 30);
    expect(totpStepOf(RFC_SECRET, '081804', at)).toBe(step);
    expect(totpStepOf(RFC_SECRET, totpCodeAt(RFC_SECRET, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(totpStepOf(RFC_SECRET, totpCodeAt(RFC_SECRET, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
    expect(totpStepOf(RFC_SECRET, totpCodeAt(RFC_SECRET, new Date(at.getTime() + 90_000)), at)).toBeUndefined();
    expect(totpStepOf(RFC_SECRET, '000000', at)).toBeUndefined();
  });

  it('writes the address an authenticator app reads, with the site and the username', () => {
    const url = new URL(otpauthUrl(RFC_SECRET, 'Kamnolom Črni Vrh', 'jana'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(RFC_SECRET);
    expect(url.searchParams.get('issuer')).toBe('Kamnolom Črni Vrh');
    expect(url.searchParams.get('period')).toBe('30');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(decodeURIComponent(url.pathname)).toBe('/Kamnolom Črni Vrh:jana');
  });
});
