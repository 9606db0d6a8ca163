import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../app/api-client';
import { idempotentSender } from './idempotent-submit';

/** A sender whose keys are key-1, key-2, ... and a call that records the key it was given. */
function setUp() {
  let issued = 0;
  const send = idempotentSender(() => `key-${++issued}`);
  const keys: string[] = [];
  const answer = (key: string) => {
    keys.push(key);
    return Promise.resolve('recorded');
  };
  const fail = (status: number) => (key: string) => {
    keys.push(key);
    return Promise.reject(new ApiError(status, status === 0 ? undefined : 'refused'));
  };
  return { send, keys, answer, fail };
}

const truck = { vehicleId: 7, tareWeight: 15000.5 };

describe('idempotentSender', () => {
  it('gives every answered submit a fresh key', async () => {
    const { send, keys, answer } = setUp();
    await send(truck, answer);
    await send(truck, answer);
    expect(keys).toEqual(['key-1', 'key-2']);
  });

  it('reuses the key when the same weighing is sent again after the server could not be reached', async () => {
    const { send, keys, answer, fail } = setUp();
    await expect(send(truck, fail(0))).rejects.toBeInstanceOf(ApiError);
    await expect(send({ ...truck }, answer)).resolves.toBe('recorded');
    await send(truck, answer);
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('takes a fresh key when the weighing sent again differs', async () => {
    const { send, keys, answer, fail } = setUp();
    await expect(send(truck, fail(0))).rejects.toThrow();
    await send({ ...truck, tareWeight: 15000.6 }, answer);
    expect(keys).toEqual(['key-1', 'key-2']);
  });

  it('takes a fresh key after the server refused the weighing', async () => {
    const { send, keys, answer, fail } = setUp();
    await expect(send(truck, fail(400))).rejects.toThrow('refused');
    await send(truck, answer);
    expect(keys).toEqual(['key-1', 'key-2']);
  });
});
