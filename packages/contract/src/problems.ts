/**
 * What can be wrong with a field's value, as the schemas say it after the field's label: 'is required',
 * 'must be at most {max} characters'. Each problem is named and its arguments are marked `{name}`, so that
 * a page can read a message back into its field, problem and arguments and say it in its reader's language
 * (the API's messages stay English). A schema writes a problem with `problem('atMostCharacters', { max: '100' })`.
 */
export const PROBLEMS = {
  required: 'is required',
  text: 'must be text',
  number: 'must be a number',
  wholeNumber: 'must be a whole number',
  positiveWholeNumber: 'must be a positive whole number',
  wholeYear: 'must be a whole year',
  wholeKg: 'must be a whole number of kg',
  trueOrFalse: 'must be true or false',
  greaterThanZero: 'must be greater than zero',
  aboveLowerSize: 'must be greater than the lower size',
  notNegative: 'must not be negative',
  atLeast: 'must be at least {min}',
  atMost: 'must be at most {max}',
  atLeastCharacters: 'must be at least {min} characters',
  atMostCharacters: 'must be at most {max} characters',
  tooLong: 'is too long',
  between: 'must be between {min} and {max}',
  fromTo: 'must be from {min} to {max}',
  decimals: 'must have at most {places} decimals',
  oneOf: 'must be one of {values}',
  unknownRecord: 'is not a known record',
  knownRecords: 'must list only known records',
  unstorable: 'must not contain the NUL character or a lone UTF-16 surrogate',
  date: 'must be a date (YYYY-MM-DD)',
  realDate: 'must be a real date',
  dateInYears: 'must be a date in the years {first} to {last}',
  timeInYears: 'must be a time in the years {first} to {last}',
  dateTime: 'must be a date and time (ISO 8601)',
  afterEndDate: 'must not be after the end date',
  requiredForTcp: 'is required for a tcp connection',
  requiredForSerial: 'is required for a serial connection',
  requiredForCustomFormat: 'is required for a custom ASCII format',
  requiredForFixedLength: 'is required for frames of a fixed length',
  divisionOfCapacity: 'must be at most a {count}th of the capacity',
  webAddress: 'must be an address starting with http:// or https://',
  roleName: 'must start with a lower-case letter and hold only lower-case letters, digits, dashes and underscores',
  permissionKeys: 'must be a list of permission keys',
  atMostKeys: 'must hold at most {max} keys',
  timeOfDay: 'must be a time of day as HH:MM',
  timeOfDayRange: 'must be a time of day as HH:MM, from 00:00 to 23:59',
  shiftCount: 'must number from 1 to {max}',
  shiftList: 'must be a list of shifts',
  shiftNameTwice: 'must have different names: {name} is used twice',
  shiftWholeDay: 'must each be shorter than 24 hours when there are several: {name} starts and ends at {start}',
  shiftFirst: 'must begin when the production day starts: the first shift, {name}, starts at {start} and the day at {dayStart}',
  shiftOrder: 'must be listed in the order they are worked: {next} starts at {start}, when {previous} ends, so it comes before {name}',
  shiftOverlap: 'must not overlap: {name} starts at {start}, before {previous} ends at {end}',
  shiftPastDay: 'must not overlap: {name} ends at {end}, after the next production day starts at {dayStart}',
  shiftGap: 'must cover the 24 hours without a gap: no shift is worked from {from} to {to}',
  sixDigits: 'must be the six digits the app shows',
  prefixShape: 'must be letters and digits followed by a dash, starting with a letter (for example KI-2027-)',
  taraPrefix: 'must not begin with {prefix}: tara numbers begin so',
  pastYear: 'must be between {min} and {max}: numbers of past years are issued',
  prefixTaken: '{prefix} numbers the documents of {year}: each year needs a prefix of its own',
  capturedWeightSent: 'must be left out when the weight is captured from the scale',
  hexCharacters: 'must be {count} hexadecimal characters',
  backupFile: 'must be the name of a backup file, e.g. {example}',
  word: 'must be the word {word}',
  invalid: 'is invalid',
} as const;

export type Problem = keyof typeof PROBLEMS;

/** The names of the `{arguments}` of a problem's text. */
export type ProblemArguments<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | ProblemArguments<Rest> : never;

type ArgumentsOf<Key extends Problem> = [ProblemArguments<(typeof PROBLEMS)[Key]>] extends [never]
  ? []
  : [values: Record<ProblemArguments<(typeof PROBLEMS)[Key]>, string | number>];

/**
 * A problem's text with its arguments filled in.
 * @example problem('atMostCharacters', { max: '1,000' }) // 'must be at most 1,000 characters'
 */
export function problem<Key extends Problem>(key: Key, ...[values]: ArgumentsOf<Key>): string {
  const text: string = PROBLEMS[key];
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String((values as Record<string, string | number>)[name]));
}
