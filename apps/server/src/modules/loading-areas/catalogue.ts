/**
 * Loading areas and their polygons. An area that still has polygons, or that scale documents use, is not
 * deleted; a polygon's code is unique within its area, and a polygon that scale documents use is kept.
 */
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import type { LoadingArea, LoadingAreaValues, Polygon, PolygonValues } from '@weighbridge/contract/loading-areas';
import { REFUSALS, REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import { sql } from 'drizzle-orm';
import { defineCatalogue, inUseRefusal } from '../../catalogue/catalogue.js';
import { catalogueRepository } from '../../catalogue/repository.js';
import { catalogueService } from '../../catalogue/service.js';
import { violatedForeignKey, violatedUniqueConstraint } from '../../db/constraint-violations.js';
import { loadingAreas, POLYGONS_LOADING_AREA_FK, polygons } from '../../db/tables/loading-areas.js';
import { AppError } from '../../lib/errors.js';

export const loadingAreaCatalogue = defineCatalogue<typeof loadingAreas, LoadingArea, LoadingAreaValues>({
  table: loadingAreas,
  name: 'Loading area',
  entity: 'loading_area',
  item: {
    loading_area_id: loadingAreas.id,
    area_name: loadingAreas.areaName,
    description: loadingAreas.description,
    status: sql<LoadingArea['status']>`${loadingAreas.status}`,
  },
  order: [loadingAreas.areaName, loadingAreas.id],
  toRow: (values) => ({ areaName: values.area_name, description: values.description, status: values.status }),
  // The polygons' foreign key refuses the delete while any remain, so none can slip in meanwhile.
  deleteRefusal: (foreignKey) => (foreignKey === POLYGONS_LOADING_AREA_FK ? REFUSALS.loadingAreaHasPolygons : inUseRefusal('Loading area', foreignKey)),
});

export const polygonCatalogue = defineCatalogue<typeof polygons, Polygon, PolygonValues>({
  table: polygons,
  name: 'Polygon',
  entity: 'polygon',
  item: {
    polygon_id: polygons.id,
    loading_area_id: polygons.loadingAreaId,
    registration_id: polygons.registrationId,
    area_name: polygons.areaName,
    status: sql<Polygon['status']>`${polygons.status}`,
  },
  order: [polygons.registrationId, polygons.id],
  toRow: (values) => ({ loadingAreaId: values.loading_area_id, registrationId: values.registration_id, areaName: values.area_name, status: values.status }),
  // A missing loading area is a 400 naming the field; the foreign key decides, so an area deleted meanwhile is caught too.
  saveRefusal: (error, values) => {
    if (violatedUniqueConstraint(error) === 'polygons_code_key') {
      return new AppError('CONFLICT', REFUSALS_WITH_VALUES.polygonCodeTaken(values.registration_id));
    }
    if (violatedForeignKey(error) === POLYGONS_LOADING_AREA_FK) {
      return new AppError('BAD_REQUEST', REFUSALS_WITH_VALUES.doesNotExist(FIELD_LABELS.polygons.loading_area_id, values.loading_area_id));
    }
    return undefined;
  },
  parent: { column: polygons.loadingAreaId, query: 'loadingAreaId' },
});

export const loadingAreaRecords = catalogueRepository(loadingAreaCatalogue);
export const loadingAreaService = catalogueService(loadingAreaCatalogue);
export const polygonRecords = catalogueRepository(polygonCatalogue);
export const polygonService = catalogueService(polygonCatalogue);
