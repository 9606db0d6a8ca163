/**
 * /loading-areas, Drilling Areas & Polygons (spec part 2 sections 2, 5 and 8). Load failures are only
 * logged, as the spec has it; a refused area delete is an alert with the server's reason.
 */
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MUCKPILE_READERS } from '@weighbridge/contract/blasts';
import type { LoadingArea, Polygon } from '@weighbridge/contract/loading-areas';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { usePermissions } from '../../app/permissions/permission-context';
import { useRecordPermissions } from '../../app/permissions/use-record-permissions';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { useKnownTexts } from '../../lib/known-texts';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDeleteLoadingArea } from './api/delete-loading-area';
import { useDeletePolygon } from './api/delete-polygon';
import { useLoadingAreas } from '../../app/queries/loading-areas';
import { useMuckpiles } from '../../app/queries/muckpiles';
import { usePolygons } from '../../app/queries/polygons';
import { LoadingAreaCard } from './loading-area-card';
import { LoadingAreaFormModal } from './loading-area-form-modal';
import { loadingAreasPageMessages as text } from './messages';
import { PolygonFormModal } from './polygon-form-modal';

/** The dialog that is open: an area to add or edit, or a polygon to add to an area or edit. */
type OpenForm =
  | { kind: 'area'; area?: LoadingArea }
  | { kind: 'polygon'; loadingAreaId: number; polygon?: Polygon };

export function LoadingAreasPage() {
  const areas = useLoadingAreas();
  const polygons = usePolygons();
  const deleteArea = useDeleteLoadingArea();
  const deletePolygon = useDeletePolygon();
  const may = useRecordPermissions('scale.loading-areas');
  // What remains of each polygon's latest blast, for those who may read it; the chips show nothing without it.
  const muckpiles = useMuckpiles(usePermissions().hasAnyPermission(MUCKPILE_READERS));
  const [form, setForm] = useState<OpenForm | null>(null);
  const intl = useIntl();
  const knownText = useKnownTexts();

  useLoadFailure(areas.isError, () => console.error('Failed to load loading areas', areas.error));
  useLoadFailure(polygons.isError, () => console.error('Failed to load polygons', polygons.error));
  useLoadFailure(muckpiles.isError, () => console.error('Failed to load muckpiles', muckpiles.error));

  function confirmDeleteArea(area: LoadingArea) {
    if (!window.confirm(intl.formatMessage(text.deleteAreaQuestion))) return;
    deleteArea.mutate(area.loading_area_id, {
      onError: (error) => window.alert(knownText(errorText(error, intl.formatMessage(text.deleteAreaFailed)))),
    });
  }

  function confirmDeletePolygon(polygon: Polygon) {
    if (!window.confirm(intl.formatMessage(text.deletePolygonQuestion))) return;
    deletePolygon.mutate(polygon.polygon_id, {
      onError: (error) => window.alert(knownText(errorText(error, intl.formatMessage(text.deletePolygonFailed)))),
    });
  }

  // Cards wait for the polygons too, or each would first claim to have none.
  const loading = areas.isPending || polygons.isPending;
  const areaList = areas.data ?? [];
  const polygonsOf = (area: LoadingArea) =>
    (polygons.data ?? []).filter((polygon) => polygon.loading_area_id === area.loading_area_id);

  return (
    <>
      <PageToolbar title={intl.formatMessage(text.title)}>
        {may.create && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ kind: 'area' })}>
            {intl.formatMessage(text.add)}
          </Button>
        )}
      </PageToolbar>
      {loading && <LoadingNotice />}
      {/* After a failed load the empty state would claim there are no areas. */}
      {!loading && areas.data?.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Stack gap={4} align="center">
            <Text fw={600}>{intl.formatMessage(text.none)}</Text>
            <Text size="sm" c="dimmed">
              {intl.formatMessage(text.noneHint)}
            </Text>
          </Stack>
        </Paper>
      )}
      {!loading && areaList.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {areaList.map((area) => (
            <LoadingAreaCard
              key={area.loading_area_id}
              area={area}
              polygons={polygonsOf(area)}
              muckpiles={muckpiles.data}
              onEdit={may.update ? () => setForm({ kind: 'area', area }) : undefined}
              onDelete={may.delete ? () => confirmDeleteArea(area) : undefined}
              onAddPolygon={may.create ? () => setForm({ kind: 'polygon', loadingAreaId: area.loading_area_id }) : undefined}
              onEditPolygon={
                may.update ? (polygon) => setForm({ kind: 'polygon', loadingAreaId: area.loading_area_id, polygon }) : undefined
              }
              onDeletePolygon={may.delete ? confirmDeletePolygon : undefined}
            />
          ))}
        </SimpleGrid>
      )}
      {form?.kind === 'area' && <LoadingAreaFormModal area={form.area} onClose={() => setForm(null)} />}
      {form?.kind === 'polygon' && (
        <PolygonFormModal
          polygon={form.polygon}
          loadingAreaId={form.loadingAreaId}
          areas={areaList}
          onClose={() => setForm(null)}
        />
      )}
    </>
  );
}
