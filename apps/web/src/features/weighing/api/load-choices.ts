/**
 * The master data a load may be weighed with, read from the lists every page shares: only active loading
 * areas, operational polygons of the chosen area and operational unloading stations are offered.
 */
import { useQuery } from '@tanstack/react-query';
import type { LoadingArea, Polygon } from '@weighbridge/contract/loading-areas';
import type { UnloadingStation } from '@weighbridge/contract/unloading-stations';
import { loadingAreasQueryOptions } from '../../../app/queries/loading-areas';
import { polygonsQueryOptions } from '../../../app/queries/polygons';
import { unloadingStationsQueryOptions } from '../../../app/queries/unloading-stations';

const activeAreas = (areas: LoadingArea[]) => areas.filter((area) => area.status === 'active');
const operationalPolygons = (polygons: Polygon[]) => polygons.filter((polygon) => polygon.status === 'operational');
const operationalStations = (stations: UnloadingStation[]) => stations.filter((station) => station.status === 'operational');

export function useWeighingLoadingAreas() {
  return useQuery({ ...loadingAreasQueryOptions(), select: activeAreas });
}

export function useAreaPolygons(loadingAreaId: number | null) {
  return useQuery({ ...polygonsQueryOptions(loadingAreaId), select: operationalPolygons });
}

export function useWeighingStations() {
  return useQuery({ ...unloadingStationsQueryOptions(), select: operationalStations });
}
