/** One line of the results table: a measured value, its reference from the same run, and its budget. */
export type Verdict = 'met' | 'NOT met' | '-';
export type Figure = { section: string; name: string; value: string; reference: string; budget: string; verdict: Verdict };

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const pair = (p50: number, p95: number) => `p50 ${ms(p50)} / p95 ${ms(p95)}`;
export const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
export const verdict = (met: boolean): Verdict => (met ? 'met' : 'NOT met');

/** The measurements of a figure that is compared between engines, by its section and name. */
export type Comparable = { key: string; p95: number };
