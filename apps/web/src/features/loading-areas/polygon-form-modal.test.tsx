import type { LoadingArea } from '@weighbridge/contract/loading-areas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiTestServerForFile, renderPage } from '../../app/testing/render-page';
import { PolygonFormModal } from './polygon-form-modal';

const api = apiTestServerForFile();
afterEach(() => vi.restoreAllMocks());

const northPit: LoadingArea = { loading_area_id: 3, area_name: 'North Pit', description: null, status: 'active' };
const posts = () => api.requests.filter((request) => request.method === 'POST' && request.url === '/api/polygons');
const typeCode = (code: string) => fireEvent.change(screen.getByRole('textbox', { name: /^Polygon Code/ }), { target: { value: code } });

describe('the polygon dialog', () => {
  it('does nothing on Save until a loading area is chosen', async () => {
    renderPage(<PolygonFormModal loadingAreaId={null} areas={[northPit]} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Add Polygon' })).toBeTruthy();
    typeCode('P-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts()).toEqual([]);
    expect(screen.queryByText(/is required/)).toBeNull();
  });

  it('adds the polygon to the area it was opened on, and alerts a refused save while keeping what was typed', async () => {
    api.answer('POST /api/polygons', { status: 409, body: { error: 'Polygon P-01 already exists in North Pit' } });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const onClose = vi.fn();
    renderPage(<PolygonFormModal loadingAreaId={3} areas={[northPit]} onClose={onClose} />);
    typeCode('P-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Polygon P-01 already exists in North Pit'));
    expect(JSON.parse(posts()[0]!.body)).toMatchObject({ registration_id: 'P-01', status: 'operational', loading_area_id: 3 });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByDisplayValue('P-01')).toBeTruthy();
  });
});
