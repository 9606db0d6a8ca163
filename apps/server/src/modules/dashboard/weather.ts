/**
 * The site's current weather from Open-Meteo's forecast API (no key needed). One answer is kept for ten
 * minutes, so that every open dashboard refreshing each minute costs the service one call per ten; a call
 * gives up after three seconds, so a dead network does not hold the card. Any failure is a 503; a site
 * without coordinates has no weather to ask for, which is answered as such, not as a failure.
 */
import type { Weather, WeatherResponse } from '@weighbridge/contract/dashboard';
import { weatherCondition } from '@weighbridge/contract/weather-conditions';
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';

export const WEATHER_CACHE_MS = 10 * 60_000;
export const WEATHER_TIMEOUT_MS = 3_000;

const CURRENT_VARIABLES = 'temperature_2m,relative_humidity_2m,apparent_temperature,weather_code,wind_speed_10m,visibility';

const openMeteoAnswerSchema = z.object({
  current: z.object({
    temperature_2m: z.number(),
    relative_humidity_2m: z.number(),
    apparent_temperature: z.number(),
    weather_code: z.number().int(),
    wind_speed_10m: z.number(),
    /** Metres; some weather models have none. */
    visibility: z.number().nullish(),
  }),
});

export type WeatherService = { current: () => Promise<WeatherResponse> };

/** Where the site is, read at each call: the System page may move it. */
type WeatherPlace = { name: string; latitude: number | null; longitude: number | null };
type WeatherDeps = { apiUrl: string; site: () => Promise<WeatherPlace>; clock: Clock; log: FastifyBaseLogger };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A site without coordinates has no weather to ask for; Settings / System sets them. */
export const NO_COORDINATES = "The site's coordinates are not set (Settings / System)";

function unavailable(reason: string): AppError {
  return new AppError('SERVICE_UNAVAILABLE', REFUSALS_WITH_VALUES.weatherUnavailable(reason));
}

function forecastUrl(apiUrl: string, latitude: number, longitude: number): URL {
  // Relative to the base with its path kept, so that the service may sit behind a proxy's sub-path.
  const base = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
  const url = new URL('v1/forecast', base);
  url.search = new URLSearchParams({
    latitude: String(latitude),
    longitude: String(longitude),
    current: CURRENT_VARIABLES,
    temperature_unit: 'celsius',
    wind_speed_unit: 'kmh',
  }).toString();
  return url;
}

async function askOpenMeteo(deps: WeatherDeps, { name, latitude, longitude }: { name: string; latitude: number; longitude: number }): Promise<Weather> {
  let answer: unknown;
  try {
    const response = await fetch(forecastUrl(deps.apiUrl, latitude, longitude), { signal: AbortSignal.timeout(WEATHER_TIMEOUT_MS) });
    if (!response.ok) throw unavailable(`the weather service answered with status ${response.status}`);
    answer = await response.json();
  } catch (error) {
    deps.log.warn({ err: error }, 'weather service failed');
    if (error instanceof AppError) throw error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw unavailable(timedOut ? 'the weather service did not answer in time' : 'the weather service could not be reached');
  }
  const parsed = openMeteoAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    deps.log.warn({ issues: parsed.error.issues }, 'weather service gave an unreadable answer');
    throw unavailable('the weather service gave an answer that could not be read');
  }
  const now = parsed.data.current;
  return {
    temperature: oneDecimal(now.temperature_2m),
    condition: weatherCondition(now.weather_code),
    location: name,
    windSpeed: oneDecimal(now.wind_speed_10m),
    humidity: Math.round(now.relative_humidity_2m),
    visibility: now.visibility === null || now.visibility === undefined ? null : oneDecimal(now.visibility / 1000),
    feelsLike: oneDecimal(now.apparent_temperature),
  };
}

export function createWeatherService(deps: WeatherDeps): WeatherService {
  // Kept for the place it was asked for: an answer for the old coordinates is not the moved site's weather.
  let cached: { weather: Weather; place: string; until: number } | undefined;
  // Dashboards opened together share one call instead of each asking the service.
  let inFlight: { place: string; answer: Promise<Weather> } | undefined;

  return {
    async current() {
      const { name, latitude, longitude } = await deps.site();
      if (latitude === null || longitude === null) return { available: false, data: null, reason: NO_COORDINATES };
      const place = `${name}@${latitude},${longitude}`;
      if (cached?.place === place && deps.clock.now().getTime() < cached.until) return { available: true, data: cached.weather };
      if (inFlight?.place !== place) {
        const answer = askOpenMeteo(deps, { name, latitude, longitude })
          .then((weather) => {
            cached = { weather, place, until: deps.clock.now().getTime() + WEATHER_CACHE_MS };
            return weather;
          })
          .finally(() => {
            if (inFlight?.answer === answer) inFlight = undefined;
          });
        inFlight = { place, answer };
      }
      return { available: true, data: await inFlight.answer };
    },
  };
}
