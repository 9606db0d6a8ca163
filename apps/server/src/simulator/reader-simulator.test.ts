/** The card reader simulator over real TCP: each card a line, with the reader's prefix and suffix. */
import { describe, expect, it } from 'vitest';
import { connectionAnswer, connectLines } from '../test/tcp-clients.js';
import { startReaderSimulator } from './reader-simulator.js';

describe('the card reader simulator', () => {
  it('sends each card to every client as <prefix><number><suffix> CR LF', async () => {
    const reader = await startReaderSimulator({ prefix: '\x02', suffix: '\x03' });
    try {
      const [first, second] = await Promise.all([connectLines(reader.port), connectLines(reader.port)]);
      await expect.poll(() => reader.status().clients).toBe(2);
      const lines = Promise.all([first.nextLine(), second.nextLine()]);
      expect(reader.send('0004711234')).toBe(2);
      expect(await lines).toEqual(['\x020004711234\x03', '\x020004711234\x03']);
      expect(first.lines).toEqual(['\x020004711234\x03']);
    } finally {
      await reader.close();
    }
  });

  it('takes cards, drop and up on its control port', async () => {
    const reader = await startReaderSimulator({ controlPort: 0 });
    try {
      const control = await connectLines(reader.controlPort!);
      const client = await connectLines(reader.port);
      await expect.poll(() => reader.status().clients).toBe(1);
      const read = client.nextLine();
      expect(await control.ask('card 123456')).toBe('ok');
      expect(await read).toBe('123456');
      expect(await control.ask('card')).toBe('error: say the card number (card <number>)');

      expect(await control.ask('drop')).toBe('ok');
      await client.closed;
      expect(await connectionAnswer(reader.port)).toBe('ECONNREFUSED');
      expect(await control.ask('up')).toBe('ok');
      const again = await connectLines(reader.port);
      await expect.poll(() => reader.status().clients).toBe(1);
      const next = again.nextLine();
      reader.send('777');
      expect(await next).toBe('777');
      again.close();
      control.close();
    } finally {
      await reader.close();
    }
  });
});
