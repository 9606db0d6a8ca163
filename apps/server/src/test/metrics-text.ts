/** Reading Prometheus text as the metrics routes answer it. */

/** Every series carries the server's instance_name; a test names a series by its own labels only. */
function withoutInstanceName(line: string): string {
  return line.replace(/,instance_name="[^"]*"|instance_name="[^"]*",?/, '').replace('{}', '');
}

/** The value of one series, e.g. valueOf(text, 'weighbridge_weighings_recorded_total{kind="load"}'); NaN when absent. */
export function valueOf(text: string, series: string): number {
  const line = text
    .split('\n')
    .map(withoutInstanceName)
    .find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}
