/**
 * The dashboard stays open in the scale house: each block reloads every minute and when the window
 * regains focus, so a supervisor sees new weighings without touching it.
 */
export const LIVE_REFRESH = { refetchInterval: 60_000, refetchOnWindowFocus: true } as const;
