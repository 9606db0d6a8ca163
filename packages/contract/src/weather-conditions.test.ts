import { describe, expect, it } from 'vitest';
import { weatherCondition } from './weather-conditions.js';

describe('the weather condition of a WMO code', () => {
  it.each([
    [0, 'Clear sky'],
    [2, 'Partly cloudy'],
    [3, 'Overcast'],
    [53, 'Drizzle'],
    [63, 'Rain'],
    [81, 'Rain showers'],
    [75, 'Snow'],
    [95, 'Thunderstorm'],
    [99, 'Thunderstorm with hail'],
    [42, 'Unknown'],
  ])('reads code %i as %s', (code, condition) => {
    expect(weatherCondition(code)).toBe(condition);
  });
});
