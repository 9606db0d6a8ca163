/**
 * How the site shows weights (System page: kg or t, decimal places), for every page that shows one, written
 * in the reader's language. The signed-in shell provides it from GET /api/site with the time zone; weights
 * stay kg in every request. The live weight on the weighing page does not use it: it reads as the indicator
 * does, in kg.
 */
import { KG_PER_TON } from '@weighbridge/contract/constants';
import { DEFAULT_WEIGHT_DISPLAY, totalsDisplay, type WeightDisplay } from '@weighbridge/contract/formats';
import { createContext, use, useMemo } from 'react';
import { useFormat } from './use-format';

const SiteWeightsContext = createContext<WeightDisplay>(DEFAULT_WEIGHT_DISPLAY);

export const SiteWeightsProvider = SiteWeightsContext.Provider;

export function useWeightDisplay(): WeightDisplay {
  return use(SiteWeightsContext);
}

/** @example const weightText = useWeightText(); weightText(document.material_weight_kg) // '19.23 t' */
export function useWeightText(): (kg: number | null) => string {
  const display = useWeightDisplay();
  const { formatWeight } = useFormat();
  return useMemo(() => (kg: number | null) => formatWeight(kg, display), [display, formatWeight]);
}

/** Totals (the dashboard's cards, the reports' tons): tons, with the site's decimals where it shows tons. */
export function useTotalText(): (kg: number) => string {
  const display = useWeightDisplay();
  const { formatWeight } = useFormat();
  return useMemo(() => {
    const totals = totalsDisplay(display);
    return (kg: number) => formatWeight(kg, totals);
  }, [display, formatWeight]);
}

/** A tonnage already in tons (the material reports' figures) as the site shows totals. */
export function useTonnageText(): (tons: number) => string {
  const totalText = useTotalText();
  return useMemo(() => (tons: number) => totalText(tons * KG_PER_TON), [totalText]);
}
