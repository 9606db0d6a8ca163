/** The words for Open-Meteo's weather codes (WMO 4677), chosen so the card's colour and icon can follow them. */

const CONDITIONS: ReadonlyArray<[codes: readonly number[], condition: string]> = [
  [[0], 'Clear sky'],
  [[1], 'Mainly clear'],
  [[2], 'Partly cloudy'],
  [[3], 'Overcast'],
  [[45, 48], 'Fog'],
  [[51, 53, 55], 'Drizzle'],
  [[56, 57], 'Freezing drizzle'],
  [[61, 63, 65], 'Rain'],
  [[66, 67], 'Freezing rain'],
  [[71, 73, 75, 77], 'Snow'],
  [[80, 81, 82], 'Rain showers'],
  [[85, 86], 'Snow showers'],
  [[95], 'Thunderstorm'],
  [[96, 99], 'Thunderstorm with hail'],
];

const BY_CODE = new Map(CONDITIONS.flatMap(([codes, condition]) => codes.map((code) => [code, condition] as const)));

/** @example weatherCondition(2) // 'Partly cloudy' */
export function weatherCondition(code: number): string {
  return BY_CODE.get(code) ?? 'Unknown';
}
