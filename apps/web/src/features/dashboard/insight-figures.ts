/** What the dashboard's charts and lists make of its figures (spec part 1 sections 2 and 9). */
import type { MaterialInsight, PolygonInsight } from '@weighbridge/contract/dashboard';

/** Fixed palette: a material keeps its colour by rank in both charts. */
export const CHART_COLOURS = ['#1864ab', '#e8590c', '#2b8a3e', '#862e9c', '#c92a2a', '#0b7285', '#5c940d', '#a61e4d', '#364fc7', '#d9480f'];

/** The pie and the table show the top 5; the bar chart the top 10. */
export const TOP_IN_PIE = 5;
export const TOP_IN_BARS = 10;
/** Slices smaller than this share of the pie carry no label, which would overlap its neighbours. */
export const PIE_LABEL_MIN_SHARE = 0.05;

export type MaterialSlice = { name: string; weightKg: number; share: number; fill: string };

export function materialSlices(materials: MaterialInsight[]): MaterialSlice[] {
  const top = materials.slice(0, TOP_IN_PIE);
  const total = top.reduce((sum, material) => sum + material.total_weight_kg, 0);
  return top.map((material, index) => ({
    name: material.material_name,
    weightKg: material.total_weight_kg,
    share: total > 0 ? material.total_weight_kg / total : 0,
    fill: CHART_COLOURS[index % CHART_COLOURS.length]!,
  }));
}

export function isLabelledSlice(share: number): boolean {
  return share >= PIE_LABEL_MIN_SHARE;
}

export type MaterialBar = { name: string; weightKg: number; fill: string };

export function materialBars(materials: MaterialInsight[]): MaterialBar[] {
  return materials.slice(0, TOP_IN_BARS).map((material, index) => ({
    name: material.material_name,
    weightKg: material.total_weight_kg,
    fill: CHART_COLOURS[index % CHART_COLOURS.length]!,
  }));
}

/** A polygon by its code, with its optional name: 'N-01 Upper bench'. */
export function polygonLabel(polygon: Pick<PolygonInsight, 'polygon_code' | 'polygon_name'>): string {
  return polygon.polygon_name ? `${polygon.polygon_code} ${polygon.polygon_name}` : polygon.polygon_code;
}

export type PolygonBar = { name: string; trips: number; weightKg: number };

export function polygonBars(polygons: PolygonInsight[]): PolygonBar[] {
  return polygons.slice(0, TOP_IN_BARS).map((polygon) => ({
    name: polygon.polygon_code,
    trips: polygon.transaction_count,
    weightKg: polygon.total_weight_kg,
  }));
}
