import { protocolLabel } from '@weighbridge/contract/scales';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../app/i18n/catalogues';
import { protocolNamesIn } from './protocol-names';

describe('the names of the protocols', () => {
  it('read in German where they are words, and keep the names of products', async () => {
    const german = protocolNamesIn(createIntl({ locale: 'de', messages: await loadCatalogue('de') }));
    expect(protocolLabel({ protocol: 'ascii', ascii_format: 'custom' }, german)).toBe('ASCII-Datenstrom, Eigenes Muster');
    expect(protocolLabel({ protocol: 'toledo', ascii_format: 'custom' }, german)).toBe('Mettler Toledo kontinuierlich');
    expect(protocolLabel({ protocol: 'sics', ascii_format: 'custom' }, german)).toBe('MT-SICS');
  });

  it('are the contract’s own in English', () => {
    const english = protocolNamesIn(createIntl({ locale: 'en' }));
    const scale = { protocol: 'ascii', ascii_format: 'rinstrum-fmt1' } as const;
    expect(protocolLabel(scale, english)).toBe(protocolLabel(scale));
    expect(protocolLabel(scale)).toBe('ASCII stream, Rinstrum FMT_1');
  });
});
