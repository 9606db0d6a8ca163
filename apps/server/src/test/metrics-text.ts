/** Reading Prometheus text as the metrics routes answer it. */

/** The value of one series, e.g. valueOf(text, 'weighbridge_weighings_recorded_total{kind="load"}'); NaN when absent. */
export function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}
