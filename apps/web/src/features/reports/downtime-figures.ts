/**
 * The downtime report's Pareto as its chart draws it: a bar of stop hours per reason, most first, and the
 * cumulative share of all stop hours up to it (the figures' own order and shares, not worked out again).
 */
import { EQUIPMENT_CLASS_LABELS } from '@weighbridge/contract/equipment';
import { NOT_CLASSIFIED } from '@weighbridge/contract/report-tables';
import type { DowntimeReport } from '@weighbridge/contract/reports';
import type { ParetoBar } from '../../components/pareto-chart';

/** `text` says a word of the contract in the reader's language: a reason is named with its machine class, 'Breakdown · Truck'. */
export function paretoBars(report: DowntimeReport, text: (english: string) => string): ParetoBar[] {
  return report.reasons.map((reason) => ({
    name: `${reason.name ?? text(NOT_CLASSIFIED)} · ${text(EQUIPMENT_CLASS_LABELS[reason.equipment_class])}`,
    hours: reason.hours,
    cumulative: reason.cumulative_share,
  }));
}
