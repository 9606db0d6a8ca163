/** The weather card's colour and icon follow the words of the condition (spec part 1 section 2). */

export type WeatherKind = 'storm' | 'snow' | 'drizzle' | 'rain' | 'clear' | 'cloud' | 'other';

// First match wins: 'Thunderstorm with hail' is a storm, 'Freezing drizzle' drizzle, 'Snow showers' snow.
const LOOKS: ReadonlyArray<{ kind: WeatherKind; words: RegExp; colour: string }> = [
  { kind: 'storm', words: /storm/i, colour: 'violet' },
  { kind: 'snow', words: /snow/i, colour: 'cyan' },
  { kind: 'drizzle', words: /drizzle/i, colour: 'teal' },
  { kind: 'rain', words: /rain/i, colour: 'blue' },
  { kind: 'clear', words: /clear|sunny/i, colour: 'yellow' },
  { kind: 'cloud', words: /cloud/i, colour: 'gray' },
];

const OTHER = { kind: 'other', colour: 'gray' } as const;

/** @example weatherLook('Partly cloudy') // { kind: 'cloud', colour: 'gray' } */
export function weatherLook(condition: string): { kind: WeatherKind; colour: string } {
  const look = LOOKS.find((candidate) => candidate.words.test(condition));
  return look ? { kind: look.kind, colour: look.colour } : OTHER;
}
