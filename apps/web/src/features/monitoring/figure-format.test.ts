import { describe, expect, it } from 'vitest';
import { figureFormatsIn, formatMs, formatRate, formatShare, formatUptime } from './figure-format';

describe('monitoring figures', () => {
  it('writes short times with a decimal and long ones whole, and nothing measured as a dash', () => {
    expect([formatMs(0.84), formatMs(12.4), formatMs(1250.6), formatMs(null)]).toEqual(['0.8 ms', '12 ms', '1,251 ms', '—']);
  });

  it('writes rates per second and shares in per cent', () => {
    expect([formatRate(4.256), formatRate(0)]).toEqual(['4.26/s', '0/s']);
    expect([formatShare(0.015), formatShare(0), formatShare(null)]).toEqual(['1.5%', '0%', '—']);
  });

  it('writes uptime in its two largest units', () => {
    expect([formatUptime(45), formatUptime(720), formatUptime(3 * 3600 + 300), formatUptime(2 * 86400 + 4 * 3600 + 59)]).toEqual([
      '45 s',
      '12 min',
      '3 h 5 min',
      '2 d 4 h',
    ]);
  });
});

describe('monitoring figures in German', () => {
  it('writes decimal commas, thousands points and a spaced per cent sign', () => {
    const german = figureFormatsIn('de');
    expect([german.formatMs(0.84), german.formatMs(1250.6), german.formatRate(4.256)]).toEqual(['0,8 ms', '1.251 ms', '4,26/s']);
    expect([german.formatShare(0.015), german.formatPercent(2)]).toEqual(['1,5\u00a0%', '2,0\u00a0%']);
  });
});
