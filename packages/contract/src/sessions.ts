/**
 * Active sessions: every signed-in browser of every user on the Security page's Sessions tab, and a
 * user's own under My sessions, each of which can be ended.
 */
import { z } from 'zod';

/** The User-Agent header is kept at most this long: enough for any real browser's, not a dumping ground. */
export const USER_AGENT_MAX_LENGTH = 300;

export const activeSessionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  /** ISO 8601. */
  signedInAt: z.string(),
  /** ISO 8601: the last request made with it (written at most once a minute). */
  lastUsedAt: z.string(),
  clientAddress: z.string().nullable(),
  /** A short readable name of the browser it signed in from, such as 'Firefox on Windows'. */
  browser: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** GET /api/sessions and GET /api/auth/sessions: the last used first. */
export const activeSessionListResponseSchema = z.object({ data: z.array(activeSessionSchema) });

/** DELETE /api/sessions/:id and DELETE /api/auth/sessions/:id. */
export const endSessionResponseSchema = z.object({ message: z.string() });

export const SESSION_MESSAGES = {
  ended: 'Session ended',
  notFound: 'That session is not found or has already ended',
  unknownBrowser: 'Unknown browser',
} as const;

/** Checked in order: Edge and Opera also name Chrome, and Chrome also names Safari. */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  // Also HeadlessChrome, as a kiosk or an automated browser names itself.
  [/(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A short readable name for a User-Agent header: 'Chrome on Windows'. One nothing here recognises is
 * shown as it came, shortened to 60 characters; none at all is 'Unknown browser'.
 */
export function browserName(userAgent: string | null | undefined): string {
  const text = userAgent?.trim();
  if (!text) return SESSION_MESSAGES.unknownBrowser;
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1];
  if (!browser) return text.length > 60 ? `${text.slice(0, 59)}…` : text;
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
