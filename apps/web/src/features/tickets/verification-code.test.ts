import { describe, expect, it } from 'vitest';
import { checkVerificationCode } from './verification-code';

describe('checkVerificationCode', () => {
  it('takes twelve hexadecimal characters, as printed or in capitals, as the server compares them', () => {
    expect(checkVerificationCode('3f2a9c01b7e4')).toEqual({ ok: true, code: '3f2a9c01b7e4' });
    expect(checkVerificationCode(' 3F2A9C01B7E4 ')).toEqual({ ok: true, code: '3f2a9c01b7e4' });
  });

  it('says that the address has no code', () => {
    for (const raw of [null, '', '  ']) {
      expect(checkVerificationCode(raw)).toEqual({ ok: false, problem: 'missing' });
    }
  });

  it('tells a malformed code from a missing one', () => {
    for (const raw of ['3f2a9c01b7e', '3f2a9c01b7e40', 'zzzzzzzzzzzz']) {
      expect(checkVerificationCode(raw)).toEqual({ ok: false, problem: 'malformed' });
    }
  });
});
