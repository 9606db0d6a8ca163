/** How the monitoring page writes its figures: times in ms, rates per second, shares in per cent, uptime. */
import { NOT_SET } from '../../lib/format';

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** e.g. '0.8 ms', '12 ms', '1,250 ms'; '—' when nothing was measured. */
export function formatMs(ms: number | null): string {
  if (ms === null) return NOT_SET;
  return `${ms < 10 ? oneDecimal.format(ms) : Math.round(ms).toLocaleString('en-US')} ms`;
}

/** e.g. '4.25/s'. */
export function formatRate(perSecond: number): string {
  return `${twoDecimals.format(perSecond)}/s`;
}

/** A share of 0 to 1 in per cent, e.g. '1.5%'; '—' without requests. */
export function formatShare(share: number | null): string {
  return share === null ? NOT_SET : `${oneDecimal.format(share * 100)}%`;
}

/** e.g. '45 s', '12 min', '3 h 5 min', '2 d 4 h'. */
export function formatUptime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return `${days} d ${hours % 24} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return minutes > 0 ? `${minutes} min` : `${Math.floor(seconds)} s`;
}
