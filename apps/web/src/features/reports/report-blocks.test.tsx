import type { ReportDefinition } from '@weighbridge/contract/report-values';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DefinedReport } from './report-blocks';
import { renderPage } from '../../app/testing/render-page';


type SiloReport = { silos: { name: string; trips: number }[] };
const report: SiloReport = { silos: [{ name: 'North silo', trips: 12 }] };
const SILOS: ReportDefinition<SiloReport> = {
  title: 'Silo Activity',
  figures: [{ label: 'Active Silos', kind: 'count', value: (data) => data.silos.length }],
  tables: [{ title: 'Silo Trips', columns: [{ header: 'Silo', kind: 'text' }, { header: 'Trips', kind: 'count' }], rows: (data) => data.silos.map((silo) => [silo.name, silo.trips]) }],
};

function renderReport(definition: ReportDefinition<SiloReport>) {
  renderPage(
    <DefinedReport definition={definition} data={report}>
      <p>Trips by Silo chart</p>
    </DefinedReport>,
  );
}

describe('a tab drawn from its definition', () => {
  it('shows its figure cards, then its own charts, then its tables', () => {
    renderReport(SILOS);
    const figure = screen.getByRole('group', { name: 'Active Silos' });
    const chart = screen.getByText('Trips by Silo chart');
    const table = screen.getByRole('table', { name: 'Silo Trips' });
    expect(figure.textContent).toBe('Active Silos1');
    expect(figure.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(chart.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'North silo' })).toBeTruthy();
  });

  it('shows no cards for a report without figures', () => {
    renderReport({ ...SILOS, figures: [] });
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('table', { name: 'Silo Trips' })).toBeTruthy();
  });
});
