import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { ImportResult } from '@weighbridge/contract/import';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { loadCatalogue } from '../../app/i18n/catalogues';
import { ImportResultPanel } from './import-result-panel';

const counts = { totalRows: 3, successfulImports: 1, skippedRows: 1, errors: 1, vehiclesCreated: 0, driversCreated: 0, materialsCreated: 0, loadingAreasCreated: 0, polygonsCreated: 0, stationsCreated: 0 };

/** The answer of an import whose row 3 is refused for two reasons and row 4 skipped, as the server words them. */
const result: ImportResult = {
  success: false,
  dryRun: true,
  stats: {
    ...counts,
    errorDetails: [{ row: 3, error: "Registration Number is required; Load Date '31.02.2026' is not a date (use YYYY-MM-DD HH:mm or DD.MM.YYYY HH:mm)" }],
    skippedDetails: [{ row: 4, reason: 'Document number SD-000042 appears earlier in the file (row 2)' }],
  },
};

describe('the reasons of refused and skipped rows', () => {
  it('read in German on a German page', async () => {
    render(
      <MantineProvider env="test">
        <IntlProvider locale="de" defaultLocale="en" messages={await loadCatalogue('de')}>
          <ImportResultPanel result={result} />
        </IntlProvider>
      </MantineProvider>,
    );
    const [refused, skipped] = screen.getAllByRole('table');
    expect(within(refused!).getByRole('row', { name: /^3 / }).textContent).toBe(
      "3Registration Number ist erforderlich; Load Date '31.02.2026' ist kein Datum (verwenden Sie JJJJ-MM-TT HH:mm oder TT.MM.JJJJ HH:mm)",
    );
    expect(within(skipped!).getByRole('row', { name: /^4 / }).textContent).toBe('4Die Belegnummer SD-000042 steht bereits weiter oben in der Datei (Zeile 2)');
  });
});
