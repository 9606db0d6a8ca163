import { createServer } from 'node:net';

/**
 * A TCP port the system has free on 127.0.0.1 now: it hands one out to a listener on port 0. Another
 * process may take it before the caller listens on it; a server started on it is retried on EADDRINUSE.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
