/**
 * Generators of bad input for a route, from the route's own published description (the OpenAPI document
 * the server builds from its request schemas). Each generated request is a valid request with exactly one
 * part broken in a way that no reading of the description allows, so the server must refuse every one:
 * a required field left out, an unknown field (`__proto__` and `constructor` among them), a value of the
 * wrong type, text that is empty, too long, holds a NUL or (in a JSON body) a lone UTF-16 surrogate, numbers
 * that are negative, fractional, subnormal, huge, infinite or NaN, ids past a PostgreSQL integer (in JSON,
 * in a query and in a comma list of ids), dates of years no site record has (year 0, 1000, 9999 and a
 * custom period across them), an array or a scalar where an object belongs, SQL-like and other unicode
 * text where an id, date or choice belongs, and a query parameter sent twice.
 */
import { lastReportYear } from '@weighbridge/contract/fields';
import fc from 'fast-check';
import type { QueryValue, RouteRequest } from './route-requests.js';

/** The parts of a JSON schema (OpenAPI 3.0 dialect) that the request schemas use. */
export type FieldSchema = {
  type?: string;
  nullable?: boolean;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  additionalProperties?: boolean | FieldSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
};

export type RouteInput = {
  params: Record<string, FieldSchema>;
  query: Record<string, FieldSchema>;
  body: FieldSchema | undefined;
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; schema: FieldSchema }[];
  requestBody?: { content?: Record<string, { schema?: FieldSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** The input a route declares, or undefined when the description does not list the route. */
export function routeInput(document: OpenApiDocument, method: string, url: string): RouteInput | undefined {
  const path = url.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) return undefined;
  const parameters = (where: string) =>
    Object.fromEntries((operation.parameters ?? []).filter((parameter) => parameter.in === where).map((parameter) => [parameter.name, parameter.schema]));
  return { params: parameters('path'), query: parameters('query'), body: operation.requestBody?.content?.['application/json']?.schema };
}

export const takesInput = (input: RouteInput) => Object.keys(input.params).length > 0 || Object.keys(input.query).length > 0 || input.body !== undefined;

/** JSON text written as is: numbers JSON.stringify cannot write, and text that is not JSON at all. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value, with RawJson written as is and every own key kept (`__proto__` too). */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, inner]) => `${JSON.stringify(key)}:${jsonText(inner)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An object with one key set, created as an own property even for `__proto__`. */
function withKey(object: object, key: string, value: unknown): Record<string, unknown> {
  return Object.fromEntries([...Object.entries(object).filter(([name]) => name !== key), [key, value]]);
}

function withoutKey(object: object, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));
}

const SQL_LIKE = [
  "' OR '1'='1",
  "1; DROP TABLE vehicles; --",
  "' UNION SELECT password_hash FROM users --",
  "1 OR 1=1",
  "'); DELETE FROM scale_documents; --",
  '%',
  '\\',
] as const;

/** Short text that is no number, id, date or choice: SQL-like, unicode, control characters, look-alikes. */
const oddText = fc.oneof(
  fc.constantFrom(...SQL_LIKE, 'null', 'undefined', 'true', '[]', '{}', 'NaN', 'Infinity', '0x10', 'Vol\u0000vo', '\u202eRTL', '𝕍𝕠𝕝𝕧𝕠', '😀', 'Ž', '\t'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
);

/** Text of `length` characters, none of them white space, so that trimming does not shorten it. */
const longText = (length: number) =>
  fc.constantFrom('x', 'ž', '漢', "'", '0').map((unit) => unit.repeat(length));

/** Text longer than `maxLength`: just past it, somewhere past it, or 10,000 characters. */
function tooLong(maxLength: number) {
  return fc.oneof(longText(maxLength + 1), fc.integer({ min: maxLength + 1, max: Math.max(maxLength + 1, 2_000) }).chain(longText), longText(Math.max(10_000, maxLength + 1)));
}

const lowest = (schema: FieldSchema) => schema.minimum;
const isExclusiveLow = (schema: FieldSchema) => schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
const lowBound = (schema: FieldSchema) => (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : lowest(schema));

/** No number this API takes reaches this: weights, prices, ids and years are all far below it. */
const BEYOND_ANY_QUANTITY = 1e12;

/** No whole number this API takes is past a PostgreSQL integer: ids, pages, limits and years are all below it. */
const LARGEST_INTEGER = 2_147_483_647;

/** Whether a number breaks a numeric schema (bounds, whole number, step), or is no finite number. */
function breaksNumber(schema: FieldSchema, value: number): boolean {
  if (!Number.isFinite(value)) return true;
  if (schema.type === 'integer' && (!Number.isSafeInteger(value) || Math.abs(value) > LARGEST_INTEGER)) return true;
  const low = lowBound(schema);
  if (low !== undefined && (isExclusiveLow(schema) ? value <= low : value < low)) return true;
  if (schema.maximum !== undefined && value > schema.maximum) return true;
  if (schema.maximum === undefined && Math.abs(value) >= BEYOND_ANY_QUANTITY) return true;
  if (schema.multipleOf !== undefined && Math.abs(Math.round(value / schema.multipleOf) * schema.multipleOf - value) > 1e-9) return true;
  // A subnormal or tiny amount: not zero, yet less than one step, so stored it would round to 0.00.
  if (schema.multipleOf !== undefined && value !== 0 && Math.abs(value) < schema.multipleOf) return true;
  return false;
}

/** Numbers that break a numeric schema. */
function badNumbers(schema: FieldSchema): fc.Arbitrary<number> {
  const low = lowBound(schema) ?? 0;
  const high = schema.maximum ?? BEYOND_ANY_QUANTITY;
  const options: fc.Arbitrary<number>[] = [
    fc.constantFrom(low, -1, -0.01, -2_147_483_649, high + 1, high * 10, 2 ** 53, 1e15, 1e300, Number.MAX_VALUE, -Number.MAX_VALUE),
    // Subnormal and tiny numbers, and whole numbers just and far past a PostgreSQL integer.
    fc.constantFrom(Number.MIN_VALUE, 1e-320, 2.2250738585072014e-308, 1e-9, LARGEST_INTEGER + 1, 9_999_999_999),
    fc.double({ min: high, max: 1e300, noNaN: true, noDefaultInfinity: true }),
  ];
  const highestBelow = Math.floor(low) - (isExclusiveLow(schema) ? 0 : 1);
  if (highestBelow >= -1_000_000) options.push(fc.integer({ min: -1_000_000, max: highestBelow }));
  const [first, last] = [Math.max(1, Math.ceil(low)), Math.min(1_000_000, Math.floor(high) - 1)];
  if (first <= last) {
    const whole = fc.integer({ min: first, max: last });
    if (schema.type === 'integer') options.push(whole.map((value) => value + 0.5), fc.constantFrom(0.1, 1.25));
    if (schema.multipleOf === 0.01) options.push(whole.chain((value) => fc.constantFrom(0.001, 0.005, 0.009).map((part) => value + part)));
  }
  return fc.oneof(...options).filter((value) => breaksNumber(schema, value));
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Values of every JSON type the schema does not allow (an object may carry `__proto__`). */
function wrongTypes(schema: FieldSchema): fc.Arbitrary<unknown> {
  const allowed = new Set([schema.type === 'integer' ? 'number' : schema.type, ...(schema.nullable ? ['null'] : [])]);
  const candidates: fc.Arbitrary<unknown>[] = [
    fc.constantFrom<unknown>(true, false, null, 0, 1, -1, 12.5, '', '1', 'true', [], [1], ['a', 'b'], {}, { value: 1 }),
    fc.constant(withKey({}, '__proto__', { isAdmin: true })),
    fc.constant({ constructor: { prototype: { isAdmin: true } } }),
    oddText,
    fc.array(oddText, { minLength: 1, maxLength: 3 }),
  ];
  return fc.oneof(...candidates).filter((value) => !allowed.has(typeOf(value)));
}

/** Values that break a field's schema. */
function badValue(schema: FieldSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [wrongTypes(schema)];
  if (schema.type === 'number' || schema.type === 'integer') {
    options.push(badNumbers(schema), fc.constantFrom(new RawJson('1e400'), new RawJson('-1e400'), new RawJson('NaN'), new RawJson('Infinity')));
    if (lowBound(schema) === 0 && isExclusiveLow(schema)) options.push(fc.constant(new RawJson('-0')));
  }
  if (schema.type === 'string') options.push(badText(schema), loneSurrogates);
  return fc.oneof(...options);
}

/**
 * Text with a UTF-16 surrogate that has no partner, which no UTF-8 text (and so no database text) can hold.
 * Only a JSON body carries one (as a `\ud800` escape): in an address it arrives as the replacement character.
 */
const loneSurrogates = fc.constantFrom('\uD800', '\uDFFF', 'Vol\uD800vo', 'Volvo \uD83D', '\uDE00 Volvo', '\uDC00\uD800');

/** Dates (and times) of years before or after any the site's records and reports have. */
function farDates(schema: FieldSchema): string[] {
  const years = ['0000', '0001', '1000', '1899', String(lastReportYear() + 1), '9999'];
  if (schema.format === 'date-time') return years.map((year) => `${year}-03-02T06:10:00Z`);
  return years.map((year) => `${year}-03-02`);
}

/** Record ids past a PostgreSQL integer, in the shape of a comma list of ids. */
const FAR_ID_LISTS = [String(LARGEST_INTEGER + 1), '9999999999', `1,${LARGEST_INTEGER + 1}`] as const;

/** Text that breaks a text schema: a choice not on the list, a date or pattern not matched, too long, empty, with a NUL. */
function badText(schema: FieldSchema): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [fc.constantFrom('Vol\u0000vo', '\u0000')];
  if (schema.maxLength !== undefined) options.push(tooLong(schema.maxLength));
  if ((schema.minLength ?? 0) > 0) options.push(fc.constant(''));
  if (schema.enum) {
    const choices = schema.enum.map(String);
    options.push(
      fc.oneof(oddText, fc.constantFrom(...choices.map((choice) => choice.toUpperCase()), ...choices.map((choice) => ` ${choice}`), 'all ', '')).filter(
        (text) => !choices.includes(text),
      ),
    );
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const nearMisses = ['2026-13-01', '2026-02-30', '2026-3-2', '02.03.2026', '2026-03-02T25:00:00Z', '2026-03-02 08:00', '20260302', '2026-03-02T08:00:00', '1,,2', ',1', '1;2', '-1', '1.5'];
    options.push(fc.oneof(oddText, fc.constantFrom(...nearMisses)).filter((text) => !pattern.test(text)));
    // Matching the pattern, and still no value the field can hold: only where the pattern is one for dates
    // or ids (a name's pattern takes words, and a name may well read 9999-03-02).
    const takesWords = pattern.test('Volvo');
    if (!takesWords && (pattern.test('2026-03-02') || pattern.test('2026-03-02T06:10:00Z'))) options.push(fc.constantFrom(...farDates(schema)));
    if (!takesWords && pattern.test('1,2')) options.push(fc.constantFrom(...FAR_ID_LISTS));
  }
  return fc.oneof(...options);
}

/** Query text that breaks a query parameter's schema, read as the server reads query text. */
function badQueryText(schema: FieldSchema): fc.Arbitrary<string> {
  if (schema.type === 'integer' || schema.type === 'number') {
    const numbers = fc.oneof(
      badNumbers(schema).map(String),
      fc.constantFrom('', 'abc', 'NaN', 'Infinity', '-Infinity', '1e400', '1.5', '-1', '0', '99999999999999999999', '1,2', '١٢', '１２'),
      oddText,
    );
    return numbers.filter((text) => breaksNumber(schema, Number(text)));
  }
  return badText(schema);
}

/** What a case sends and what it broke. */
export type BadCase = { broke: string; request: RouteRequest; json?: string };

/** Bad requests for a route: its valid request with one part broken, shown by what was broken. */
export function badRequests(input: RouteInput, valid: RouteRequest): fc.Arbitrary<BadCase> {
  return anyBadRequest(input, valid).map((bad) => Object.assign(bad, { [fc.toStringMethod]: () => bad.broke }));
}

function anyBadRequest(input: RouteInput, valid: RouteRequest): fc.Arbitrary<BadCase> {
  const options: fc.Arbitrary<BadCase>[] = [];
  for (const [name, schema] of Object.entries(input.params)) {
    const bad = schema.type === 'string' ? badText(schema).filter((text) => text.length > 0) : badQueryText(schema).filter((text) => text.length > 0);
    options.push(bad.map((text) => ({ broke: `path :${name} = ${preview(text)}`, request: { ...valid, params: { ...valid.params, [name]: text } } })));
  }
  const query = Object.entries(input.query);
  if (query.length > 0) options.push(badQuery(input.query, valid));
  if (input.body) options.push(badBody(input.body, valid));
  return fc.oneof(...options);
}

/** Extra query keys, which a query ignores: sent beside a broken parameter, they must not make it pass. */
const queryNoise = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', "page'--", 'ž'), oddText, { maxKeys: 2 });

function badQuery(schemas: Record<string, FieldSchema>, valid: RouteRequest): fc.Arbitrary<BadCase> {
  const names = Object.keys(schemas);
  const broken = fc.constantFrom(...names).chain((name) =>
    fc.oneof(
      badQueryText(schemas[name]!).map((text): [string, QueryValue] => [name, text]),
      // Sent twice, a parameter arrives as a list where one value belongs.
      fc.constant<[string, QueryValue]>([name, [sample(valid, name), sample(valid, name)]]),
    ),
  );
  const options = [broken.map(([name, value]) => ({ broke: `query ${name} = ${preview(value)}`, change: { [name]: value } }))];
  if (names.includes('startDate') && names.includes('endDate')) {
    options.push(fc.constant({ broke: 'query startDate after endDate', change: { startDate: '2026-03-05', endDate: '2026-03-01' } }));
    options.push(fc.constant({ broke: 'query period from year 1000 to 9999', change: { startDate: '1000-01-01', endDate: '9999-12-31' } }));
  }
  return fc.tuple(fc.oneof(...options), queryNoise).map(([{ broke, change }, noise]) => ({
    broke,
    request: { ...valid, query: { ...withoutListedKeys(noise, names), ...valid.query, ...change } },
  }));
}

function withoutListedKeys(noise: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(noise).filter(([key]) => !names.includes(key)));
}

/** A valid value of a query parameter of the valid request, or a plausible one. */
function sample(valid: RouteRequest, name: string): string {
  const value = valid.query?.[name];
  return typeof value === 'string' ? value : '1';
}

const UNKNOWN_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'operator_name', 'operatorId', 'created_by', 'isAdmin', "name'; DROP TABLE users; --", ''];

function badBody(schema: FieldSchema, valid: RouteRequest): fc.Arbitrary<BadCase> {
  const body = (valid.body ?? {}) as Record<string, unknown>;
  const properties = schema.properties ?? {};
  const cases: fc.Arbitrary<{ broke: string; value: unknown }>[] = [];

  const required = (schema.required ?? []).filter((name) => name in body);
  if (required.length > 0) cases.push(fc.constantFrom(...required).map((name) => ({ broke: `body without ${name}`, value: withoutKey(body, name) })));

  if (schema.additionalProperties === false) {
    const unknownKey = fc.oneof(fc.constantFrom(...UNKNOWN_KEYS), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 })).filter((key) => !(key in properties));
    const unknownValue = (key: string) =>
      key === '__proto__' ? fc.constant({ isAdmin: true }) : key === 'constructor' ? fc.constant({ prototype: { isAdmin: true } }) : fc.oneof(oddText, fc.jsonValue());
    cases.push(unknownKey.chain((key) => unknownValue(key).map((value) => ({ broke: `body with unknown field ${preview(key)}`, value: withKey(body, key, value) }))));
  }

  const fields = Object.keys(properties);
  if (fields.length > 0) {
    cases.push(
      fc.constantFrom(...fields).chain((name) =>
        badValue(properties[name]!).map((value) => ({ broke: `body ${name} = ${preview(value)}`, value: withKey(body, name, value) })),
      ),
    );
  }

  const wholeBodies: unknown[] = [[body], [], 'text', 42, true, new RawJson('NaN'), new RawJson('{"truncated": '), new RawJson("{'single': 'quotes'}"), [[body]]];
  if (!schema.nullable) wholeBodies.push(null);
  cases.push(fc.constantFrom(...wholeBodies).map((value) => ({ broke: `body = ${preview(value)}`, value })));

  return fc.oneof(...cases).map(({ broke, value }) => ({ broke, request: { ...valid, body: value }, json: jsonText(value) }));
}

function preview(value: unknown): string {
  const text = value instanceof RawJson ? value.text : typeof value === 'string' ? JSON.stringify(value) : jsonText(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} characters)` : text;
}
