/**
 * The words for Open-Meteo's weather codes (WMO 4677), chosen so the dashboard's weather card can pick its
 * colour and icon by them. The server answers the word; the pages show it in the reader's language.
 */
export const WEATHER_CONDITIONS = {
  clearSky: 'Clear sky',
  mainlyClear: 'Mainly clear',
  partlyCloudy: 'Partly cloudy',
  overcast: 'Overcast',
  fog: 'Fog',
  drizzle: 'Drizzle',
  freezingDrizzle: 'Freezing drizzle',
  rain: 'Rain',
  freezingRain: 'Freezing rain',
  snow: 'Snow',
  rainShowers: 'Rain showers',
  snowShowers: 'Snow showers',
  thunderstorm: 'Thunderstorm',
  thunderstormWithHail: 'Thunderstorm with hail',
  unknown: 'Unknown',
} as const;

export type WeatherConditionKey = keyof typeof WEATHER_CONDITIONS;

/** The WMO codes of each condition; a code not listed is 'Unknown'. */
const CODES: Readonly<Record<Exclude<WeatherConditionKey, 'unknown'>, readonly number[]>> = {
  clearSky: [0],
  mainlyClear: [1],
  partlyCloudy: [2],
  overcast: [3],
  fog: [45, 48],
  drizzle: [51, 53, 55],
  freezingDrizzle: [56, 57],
  rain: [61, 63, 65],
  freezingRain: [66, 67],
  snow: [71, 73, 75, 77],
  rainShowers: [80, 81, 82],
  snowShowers: [85, 86],
  thunderstorm: [95],
  thunderstormWithHail: [96, 99],
};

const BY_CODE: ReadonlyMap<number, string> = new Map(
  Object.entries(CODES).flatMap(([key, codes]) => codes.map((code) => [code, WEATHER_CONDITIONS[key as WeatherConditionKey]] as const)),
);

/** @example weatherCondition(2) // 'Partly cloudy' */
export function weatherCondition(code: number): string {
  return BY_CODE.get(code) ?? WEATHER_CONDITIONS.unknown;
}
