import { describe, expect, it } from 'vitest';
import { weatherLook } from './weather-look';

describe('the look of a weather condition', () => {
  it.each([
    ['Clear sky', 'clear', 'yellow'],
    ['Mainly clear', 'clear', 'yellow'],
    ['Sunny', 'clear', 'yellow'],
    ['Partly cloudy', 'cloud', 'gray'],
    ['Rain', 'rain', 'blue'],
    ['Rain showers', 'rain', 'blue'],
    ['Drizzle', 'drizzle', 'teal'],
    ['Freezing drizzle', 'drizzle', 'teal'],
    ['Snow', 'snow', 'cyan'],
    ['Snow showers', 'snow', 'cyan'],
    ['Thunderstorm', 'storm', 'violet'],
    ['Thunderstorm with hail', 'storm', 'violet'],
    ['Fog', 'other', 'gray'],
  ])('shows %s as %s in %s', (condition, kind, colour) => {
    expect(weatherLook(condition)).toEqual({ kind, colour });
  });
});
