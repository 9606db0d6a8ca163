/** The texts of Drilling Areas & Polygons (spec part 2 sections 2, 5 and 8): the cards, the chips and the dialogs. */
import type { LoadingAreaStatus, PolygonStatus } from '@weighbridge/contract/loading-areas';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const loadingAreasPageMessages = defineMessages({
  title: { id: 'loadingAreas.page.title', defaultMessage: 'Drilling Areas & Polygons' },
  add: { id: 'loadingAreas.page.add', defaultMessage: 'Add Loading Area' },
  none: { id: 'loadingAreas.page.none', defaultMessage: 'No loading areas found' },
  noneHint: { id: 'loadingAreas.page.noneHint', defaultMessage: 'Create your first loading area to get started' },
  deleteAreaQuestion: { id: 'loadingAreas.page.deleteAreaQuestion', defaultMessage: 'Are you sure you want to delete this loading area?' },
  deleteAreaFailed: { id: 'loadingAreas.page.deleteAreaFailed', defaultMessage: 'Failed to delete loading area' },
  deletePolygonQuestion: { id: 'loadingAreas.page.deletePolygonQuestion', defaultMessage: 'Are you sure you want to delete this polygon?' },
  deletePolygonFailed: { id: 'loadingAreas.page.deletePolygonFailed', defaultMessage: 'Failed to delete polygon' },
});

export const loadingAreaCardMessages = {
  label: defineMessage<{ name: string }>({ id: 'loadingAreas.card.label', defaultMessage: 'Loading area {name}' }),
  recordLabel: defineMessage<{ name: string }>({ id: 'loadingAreas.card.recordLabel', defaultMessage: 'loading area {name}' }),
  polygonCount: defineMessage<{ count: number }>({
    id: 'loadingAreas.card.polygonCount',
    defaultMessage: '{count, plural, one {# polygon} other {# polygons}}',
  }),
  polygonsOf: defineMessage<{ name: string }>({ id: 'loadingAreas.card.polygonsOf', defaultMessage: 'Polygons of {name}' }),
  ...defineMessages({
    addPolygon: { id: 'loadingAreas.card.addPolygon', defaultMessage: 'Add Polygon' },
    noPolygons: { id: 'loadingAreas.card.noPolygons', defaultMessage: 'No polygons assigned to this area' },
  }),
};

export const polygonChipMessages = {
  recordLabel: defineMessage<{ code: string }>({ id: 'loadingAreas.polygon.recordLabel', defaultMessage: 'polygon {code}' }),
  /** What remains of the polygon's latest blast, e.g. '12,400 t left of 30,000 t'. */
  muckpileLeft: defineMessage<{ remaining: string; broken: string }>({ id: 'loadingAreas.polygon.muckpileLeft', defaultMessage: '{remaining} left of {broken}' }),
  muckpileDetails: defineMessage<{ fired: string; hauled: string; loads: number }>({
    id: 'loadingAreas.polygon.muckpileDetails',
    defaultMessage: 'Blasted {fired}; {hauled} hauled in {loads, plural, one {# load} other {# loads}}',
  }),
};

export const areaFormMessages = defineMessages({
  /** The record's name in the dialog's title and messages ('Add Loading Area'). */
  noun: { id: 'loadingAreas.form.noun', defaultMessage: 'Loading Area' },
});

export const polygonFormMessages = defineMessages({
  /** The record's name in the dialog's title and messages ('Add Vehicle'). */
  noun: { id: 'loadingAreas.polygonForm.noun', defaultMessage: 'Polygon' },
  codePlaceholder: { id: 'loadingAreas.polygonForm.codePlaceholder', defaultMessage: 'e.g. P-01' },
  selectArea: { id: 'loadingAreas.polygonForm.selectArea', defaultMessage: 'Select a loading area' },
});

export const areaStatusMessages: Readonly<Record<LoadingAreaStatus, MessageDescriptor>> = defineMessages({
  active: { id: 'loadingAreas.areaStatus.active', defaultMessage: 'Active' },
  inactive: { id: 'loadingAreas.areaStatus.inactive', defaultMessage: 'Inactive' },
});

export const polygonStatusMessages: Readonly<Record<PolygonStatus, MessageDescriptor>> = defineMessages({
  operational: { id: 'loadingAreas.polygonStatus.operational', defaultMessage: 'Operational' },
  inactive: { id: 'loadingAreas.polygonStatus.inactive', defaultMessage: 'Inactive' },
});
