/**
 * Login throttling per client address (every attempt counts) and per username (failures count).
 * A username's count clears on a successful sign-in and its block ends with the window, so an attacker
 * can hold a real user off for one window at most.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export type LoginThrottleOptions = {
  maxAttemptsPerAddress: number;
  maxFailuresPerUsername: number;
  windowMs: number;
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(options: LoginThrottleOptions) {
  const duration = Math.ceil(options.windowMs / 1000);
  const byAddress = new RateLimiterMemory({ keyPrefix: 'login-address', points: options.maxAttemptsPerAddress, duration });
  const byUsername = new RateLimiterMemory({ keyPrefix: 'login-user', points: options.maxFailuresPerUsername, duration });
  const usernameKey = (username: string) => username.trim().toLowerCase();

  /** Seconds to wait when a limiter is used up, else 0. */
  function waitSeconds(state: RateLimiterRes | null, limit: number): number {
    if (!state || state.consumedPoints < limit) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  return {
    /** Counts an attempt from the address; answers the seconds to wait if the address or the username is over its limit. */
    async admit(address: string, username: string): Promise<number> {
      const userState = await byUsername.get(usernameKey(username));
      const userWait = waitSeconds(userState, options.maxFailuresPerUsername);
      try {
        await byAddress.consume(address);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(userWait, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
      return userWait;
    },
    async failed(username: string): Promise<void> {
      await byUsername.penalty(usernameKey(username), 1);
    },
    async succeeded(username: string): Promise<void> {
      await byUsername.delete(usernameKey(username));
    },
  };
}
