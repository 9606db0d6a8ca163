/**
 * Scales and card readers: how each is connected, what its indicator or reader says (the reading and the
 * card reads the weighing page shows live), and why the server refuses to capture a weight.
 */
import { z } from 'zod';
import { FIELD_LABELS } from './field-labels.js';
import { oneOf, optionalText, recordIdSchema, requiredNumber, requiredText, withDecimals } from './fields.js';
import { permissionLabel } from './permissions.js';
import { problem } from './problems.js';

/** `manual`: no indicator, weights are typed. `tcp`: a serial-to-Ethernet converter or a networked indicator. */
export const SCALE_CONNECTIONS = ['manual', 'tcp', 'serial'] as const;
export type ScaleConnection = (typeof SCALE_CONNECTIONS)[number];

/** A reader has no manual connection: it is either wired or it is not there. */
export const READER_CONNECTIONS = ['tcp', 'serial'] as const;
export type ReaderConnection = (typeof READER_CONNECTIONS)[number];

/**
 * The indicator protocols the server reads: Mettler Toledo continuous output, MT-SICS (polled with SI),
 * SMA SCP-0499 (polled with <LF>W<CR>) and a generic ASCII stream matched by a pattern set per scale.
 */
export const SCALE_PROTOCOLS = ['toledo', 'sics', 'sma', 'ascii'] as const;
export type ScaleProtocol = (typeof SCALE_PROTOCOLS)[number];

export const SCALE_PROTOCOL_LABELS: Record<ScaleProtocol, string> = {
  toledo: 'Mettler Toledo continuous',
  sics: 'MT-SICS',
  sma: 'SMA SCP-0499',
  ascii: 'ASCII stream',
};

/**
 * How the frames of a text protocol end, where the indicator may be set either way (MT-SICS, the ASCII
 * stream): a line end, ETX (frames from STX to ETX), or a fixed count of characters from STX.
 */
export const LINE_ENDS = ['crlf', 'cr', 'lf', 'etx', 'length'] as const;
export type LineEnd = (typeof LINE_ENDS)[number];

export const LINE_END_LABELS: Record<LineEnd, string> = {
  crlf: 'CR LF',
  cr: 'CR',
  lf: 'LF',
  etx: 'ETX (frames from STX to ETX)',
  length: 'Fixed length (characters from STX)',
};

/** Where the scale leaves the line end unset (null), its protocol's usual one; a custom ASCII stream then takes any line end. */
export const DEFAULT_LINE_ENDS = { sics: 'crlf' } as const satisfies Partial<Record<ScaleProtocol, LineEnd>>;

/**
 * The output formats of the ASCII stream protocol: named formats of the indicators sites have, read as
 * their manuals print them, or `custom`, a pattern of the scale's own.
 */
export const ASCII_FORMATS = ['custom', 'rinstrum-fmt1', 'rinstrum-fmt5', 'cardinal-sb400', 'cardinal-sb200', 'flintec-ft11', 'avery-weigh-tronix', 'tiger-csv'] as const;
export type AsciiFormat = (typeof ASCII_FORMATS)[number];

export const ASCII_FORMAT_LABELS: Record<AsciiFormat, string> = {
  custom: 'Custom pattern',
  'rinstrum-fmt1': 'Rinstrum FMT_1',
  'rinstrum-fmt5': 'Rinstrum FMT_5',
  'cardinal-sb400': 'Cardinal SB-400 / Computer',
  'cardinal-sb200': 'Cardinal SB-200',
  'flintec-ft11': 'Flintec FT-11 / FT-111 continuous',
  'avery-weigh-tronix': 'Avery Weigh-Tronix',
  'tiger-csv': 'Tiger-style CSV line',
};

/**
 * What an indicator reports about itself that keeps a weight from being captured: not yet zeroed since it
 * was switched on, a zero or tare error, a unit that is not converted to kg, an expanded (x10) display
 * that is not for trade, the tare shown instead of the weight, or an error of its own.
 */
export const INDICATOR_FAULTS = ['powerUpZero', 'zeroError', 'tareError', 'unit', 'expanded', 'showsTare', 'indicatorError'] as const;
export type IndicatorFault = (typeof INDICATOR_FAULTS)[number];

export const BAUD_RATES = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200] as const;
export const DATA_BITS = [7, 8] as const;
export const PARITIES = ['none', 'even', 'odd'] as const;
export const STOP_BITS = [1, 2] as const;

/** The serial line most indicators leave the factory with: 9600 baud, 8 data bits, no parity, 1 stop bit (8N1). */
export const DEFAULT_SERIAL = { baud_rate: 9600, data_bits: 8, parity: 'none', stop_bits: 1 } as const;

/** The fewest divisions a captured weight may be: below it the scale is as good as empty (OIML R 76 minimum load). */
export const MIN_CAPTURE_DIVISIONS = 20;

/** The most live readings a second the server sends a browser, and how often it sends a heartbeat when none. */
export const LIVE_UPDATES_PER_SECOND = 10;
export const LIVE_HEARTBEAT_MS = 15_000;

/** The same card read again within this many seconds counts once, unless the reader says otherwise. */
export const DEFAULT_REPEAT_WINDOW_SECONDS = 10;

export const CARD_NUMBER_FORMATS = ['decimal', 'hex'] as const;
export type CardNumberFormat = (typeof CARD_NUMBER_FORMATS)[number];

const portSchema = z.number({ error: problem('wholeNumber') }).int(problem('wholeNumber')).min(1, problem('fromTo', { min: 1, max: 65535 })).max(65535, problem('fromTo', { min: 1, max: 65535 }));

function choiceOf<const Values extends readonly number[]>(values: Values) {
  return z.number({ error: problem('number') }).refine((value) => values.includes(value), problem('oneOf', { values: values.join(', ') })) as unknown as z.ZodType<Values[number], Values[number]>;
}

/** Where a tcp or serial device is: host and port, or the serial device and its line settings. */
const connectionFields = {
  host: optionalText(253),
  port: portSchema.nullish().transform((value) => value ?? null),
  device_path: optionalText(200),
  baud_rate: choiceOf(BAUD_RATES).default(DEFAULT_SERIAL.baud_rate),
  data_bits: choiceOf(DATA_BITS).default(DEFAULT_SERIAL.data_bits),
  parity: oneOf(PARITIES).default(DEFAULT_SERIAL.parity),
  stop_bits: choiceOf(STOP_BITS).default(DEFAULT_SERIAL.stop_bits),
};

type ConnectionValues = { connection: string; host: string | null; port: number | null; device_path: string | null };

/** A tcp connection needs its host and port; a serial one its device. */
function checkConnection(values: ConnectionValues, context: z.RefinementCtx): void {
  if (values.connection === 'tcp') {
    if (!values.host) context.addIssue({ code: 'custom', path: ['host'], message: problem('requiredForTcp') });
    if (values.port === null) context.addIssue({ code: 'custom', path: ['port'], message: problem('requiredForTcp') });
  }
  if (values.connection === 'serial' && !values.device_path) {
    context.addIssue({ code: 'custom', path: ['device_path'], message: problem('requiredForSerial') });
  }
}

/** The body of POST /api/scales and PUT /api/scales/{scale_id}; a PUT replaces the whole record. */
export const scaleInputSchema = z
  .strictObject({
    name: requiredText(100),
    location: optionalText(200),
    capacity_kg: requiredNumber().int(problem('wholeKg')).positive(problem('greaterThanZero')).max(1_000_000, problem('atMost', { max: '1,000,000' })),
    division_kg: withDecimals(requiredNumber().positive(problem('greaterThanZero')).max(1000, problem('atMost', { max: '1,000' })), 3, problem('decimals', { places: 3 })),
    connection: oneOf(SCALE_CONNECTIONS),
    protocol: oneOf(SCALE_PROTOCOLS).default('toledo'),
    /** Toledo continuous output: the indicator sends the checksum byte after CR. */
    toledo_checksum: z.boolean({ error: problem('trueOrFalse') }).default(false),
    /** ASCII stream: a named format, or `custom` to read each frame with `ascii_pattern`. */
    ascii_format: oneOf(ASCII_FORMATS).default('custom'),
    /** ASCII stream, custom: a regular expression with a named group `weight` (see the README for the others). */
    ascii_pattern: optionalText(500),
    /** MT-SICS and a custom ASCII stream: how the indicator ends its frames; null for the protocol's usual end. */
    line_end: oneOf(LINE_ENDS).nullish().transform((value) => value ?? null),
    /** With `line_end` `length`: the characters of a frame from its STX, STX included. */
    frame_length: z.number({ error: problem('number') }).int(problem('wholeNumber')).min(2, problem('fromTo', { min: 2, max: 128 })).max(128, problem('fromTo', { min: 2, max: 128 })).nullish().transform((value) => value ?? null),
    enabled: z.boolean({ error: problem('trueOrFalse') }).default(true),
    ...connectionFields,
  })
  .superRefine((values, context) => {
    checkConnection(values, context);
    if (values.connection !== 'manual' && values.protocol === 'ascii' && values.ascii_format === 'custom' && !values.ascii_pattern) {
      context.addIssue({ code: 'custom', path: ['ascii_pattern'], message: problem('requiredForCustomFormat') });
    }
    if (values.line_end === 'length' && values.frame_length === null) {
      context.addIssue({ code: 'custom', path: ['frame_length'], message: problem('requiredForFixedLength') });
    }
    if (values.division_kg * MIN_CAPTURE_DIVISIONS > values.capacity_kg) {
      context.addIssue({ code: 'custom', path: ['division_kg'], message: problem('divisionOfCapacity', { count: MIN_CAPTURE_DIVISIONS }) });
    }
  });
export type ScaleInput = z.input<typeof scaleInputSchema>;
export type ScaleValues = z.output<typeof scaleInputSchema>;

/** The names of the protocols and the ASCII stream's formats: the contract's English, or a page's in its reader's language. */
export type ProtocolNames = { protocols: Readonly<Record<ScaleProtocol, string>>; formats: Readonly<Record<AsciiFormat, string>> };

/** How the pages name a scale's protocol: 'Mettler Toledo continuous', 'ASCII stream, Rinstrum FMT_1'. */
export function protocolLabel(
  scale: { protocol: ScaleProtocol; ascii_format: AsciiFormat },
  { protocols, formats }: ProtocolNames = { protocols: SCALE_PROTOCOL_LABELS, formats: ASCII_FORMAT_LABELS },
): string {
  return scale.protocol === 'ascii' ? `${protocols.ascii}, ${formats[scale.ascii_format]}` : protocols[scale.protocol];
}

/** A scale's or reader's connection as the API answers it. */
const connectionAnswerFields = {
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  device_path: z.string().nullable(),
  baud_rate: z.number().int(),
  data_bits: z.number().int(),
  parity: z.enum(PARITIES),
  stop_bits: z.number().int(),
};

export const scaleSchema = z.object({
  scale_id: z.number().int(),
  name: z.string(),
  location: z.string().nullable(),
  capacity_kg: z.number(),
  division_kg: z.number(),
  connection: z.enum(SCALE_CONNECTIONS),
  protocol: z.enum(SCALE_PROTOCOLS),
  toledo_checksum: z.boolean(),
  ascii_format: z.enum(ASCII_FORMATS),
  ascii_pattern: z.string().nullable(),
  line_end: z.enum(LINE_ENDS).nullable(),
  frame_length: z.number().int().nullable(),
  enabled: z.boolean(),
  ...connectionAnswerFields,
});
export type Scale = z.infer<typeof scaleSchema>;

export const scaleListResponseSchema = z.object({ data: z.array(scaleSchema) });
export const scaleResponseSchema = z.object({ data: scaleSchema });

/** The body of POST /api/readers and PUT /api/readers/{reader_id}. */
export const readerInputSchema = z
  .strictObject({
    name: requiredText(100),
    scale_id: recordIdSchema,
    connection: oneOf(READER_CONNECTIONS),
    /** Characters the reader puts before and after the card number on its line, stripped before reading it. */
    prefix: optionalText(20),
    suffix: optionalText(20),
    card_format: oneOf(CARD_NUMBER_FORMATS).default('decimal'),
    repeat_window_seconds: z.number({ error: problem('number') }).int(problem('wholeNumber')).min(0, problem('notNegative')).max(3600, problem('atMost', { max: '3,600' })).default(DEFAULT_REPEAT_WINDOW_SECONDS),
    enabled: z.boolean({ error: problem('trueOrFalse') }).default(true),
    ...connectionFields,
  })
  .superRefine(checkConnection);
export type ReaderInput = z.input<typeof readerInputSchema>;
export type ReaderValues = z.output<typeof readerInputSchema>;

export const readerSchema = z.object({
  reader_id: z.number().int(),
  name: z.string(),
  scale_id: z.number().int(),
  connection: z.enum(READER_CONNECTIONS),
  prefix: z.string().nullable(),
  suffix: z.string().nullable(),
  card_format: z.enum(CARD_NUMBER_FORMATS),
  repeat_window_seconds: z.number().int(),
  enabled: z.boolean(),
  ...connectionAnswerFields,
});
export type Reader = z.infer<typeof readerSchema>;

export const readerListResponseSchema = z.object({ data: z.array(readerSchema) });
export const readerResponseSchema = z.object({ data: readerSchema });

/** What a scale's indicator says now, as GET /api/scales/{id}/status answers and the live stream sends. */
export const scaleReadingSchema = z.object({
  scale_id: z.number().int(),
  connection: z.enum(SCALE_CONNECTIONS),
  /**
   * The gross weight on the deck, which a capture records: the displayed weight, or in net mode the
   * displayed net plus the tare the indicator sends. Null on a manual scale, before the first frame, out of
   * range, in a unit not converted, and in net mode without the tare.
   */
  weight_kg: z.number().nullable(),
  /** What the indicator displays, in kg: the net weight in net mode. */
  displayed_kg: z.number().nullable(),
  /** The indicator shows a net weight (its own tare subtracted). */
  net: z.boolean(),
  /** The tare the indicator holds, when its frames carry it. */
  tare_kg: z.number().nullable(),
  /** The unit the indicator shows, as it names it; null when its frames name none. */
  unit: z.string().nullable(),
  /** What the indicator reports that keeps its weight from being captured, besides its range. */
  fault: z.enum(INDICATOR_FAULTS).nullable(),
  /**
   * What is wrong between the scale's settings and what arrives from the indicator (a checksum, another
   * protocol, parity bits, the line end), in words an installer acts on; null when nothing is.
   */
  diagnosis: z.string().nullable(),
  stable: z.boolean(),
  motion: z.boolean(),
  zero: z.boolean(),
  overload: z.boolean(),
  under_zero: z.boolean(),
  /**
   * The deck is as good as empty: the gross weight is from zero to below MIN_CAPTURE_DIVISIONS divisions of
   * the scale, too little to weigh (a capture is refused as `belowMinimum`).
   */
  empty: z.boolean(),
  connected: z.boolean(),
  /** No frame for more than a second: the connection may look open while the indicator has stopped. */
  stale: z.boolean(),
  /** The scale has been back at zero since its last capture: the next truck may be weighed. */
  returned_to_zero: z.boolean(),
  last_frame_at: z.string().nullable(),
  frames_per_second: z.number(),
  frames: z.number().int(),
  parse_errors: z.number().int(),
  reconnects: z.number().int(),
  /** Why a capture would be refused now; null when it would be taken. */
  capture_refusal: z.string().nullable(),
});
export type ScaleReading = z.infer<typeof scaleReadingSchema>;
export const scaleStatusResponseSchema = z.object({ data: scaleReadingSchema });

export const readerStatusSchema = z.object({
  reader_id: z.number().int(),
  connected: z.boolean(),
  last_seen_at: z.string().nullable(),
  last_card_number: z.string().nullable(),
  reads: z.number().int(),
  reconnects: z.number().int(),
});
export type ReaderStatus = z.infer<typeof readerStatusSchema>;
export const readerStatusResponseSchema = z.object({ data: readerStatusSchema });

/** A card read at a reader standing at the scale, as the live stream sends it. */
export const cardReadSchema = z.object({
  reader_id: z.number().int(),
  scale_id: z.number().int(),
  card_number: z.string(),
  read_at: z.string(),
});
export type CardRead = z.infer<typeof cardReadSchema>;

/**
 * The events of GET /api/scales/{id}/live (Server-Sent Events): `reading` with a ScaleReading (at most
 * LIVE_UPDATES_PER_SECOND a second), `card` with a CardRead, and `heartbeat` with no data when nothing else
 * was sent for LIVE_HEARTBEAT_MS.
 */
export const LIVE_EVENTS = { reading: 'reading', card: 'card', heartbeat: 'heartbeat' } as const;

/** Why the server refuses to capture a weight (409); the weighing page shows the same text. */
export const CAPTURE_REFUSALS = {
  manual: 'This scale has no indicator: type the weight',
  disabled: 'The scale is disabled',
  offline: 'The scale is offline: no connection to its indicator',
  stale: 'The scale has sent no reading for more than a second',
  motion: 'The scale is in motion: wait until the weight is stable',
  powerUpZero: 'The indicator has not captured zero since it was switched on: clear the deck and zero it',
  zeroError: 'The indicator reports a zero error: clear the deck and zero it',
  tareError: 'The indicator reports a tare error: clear its tare',
  unit: 'The indicator shows a unit that is not converted to kg: set it to kg, t or lb',
  expanded: 'The indicator shows its weight expanded (x10), which is not for trade: return it to its normal display',
  showsTare: 'The indicator shows its tare, not the weight on the deck: return it to the weight display',
  indicatorError: 'The indicator reports an error',
  net: 'The indicator shows a net weight without its tare: switch the indicator to gross',
  overload: 'The scale is overloaded',
  underZero: 'The scale reads under zero',
  belowMinimum: `The weight is below ${MIN_CAPTURE_DIVISIONS} divisions of the scale`,
  notReturnedToZero: 'The scale has not returned to zero since its last weighing: the truck must drive off first',
} as const;
export type CaptureRefusal = keyof typeof CAPTURE_REFUSALS;

/** Messages of a typed weight on a scale that has an indicator. */
/** A reader or a workstation that names a scale the site does not have: 'Scale 9 does not exist'. */
export const unknownScaleText = (scaleId: number) => `${FIELD_LABELS.readers.scale_id} ${scaleId} does not exist`;

export const MANUAL_WEIGHT_MESSAGES = {
  /** Names the permission as the grants matrix does: 'Scale / Weighing: Type weight'. */
  permission: `Typing a weight on a connected scale needs the permission ${permissionLabel('scale.weighing.manual')}`,
  reason: 'A reason is required to type a weight on a connected scale',
} as const;

/** Where a recorded weight came from: typed by hand, read from a scale indicator, or imported from a spreadsheet. */
export const WEIGHT_SOURCES = ['manual', 'scale', 'import'] as const;
export type WeightSource = (typeof WEIGHT_SOURCES)[number];

/** The weight sources of a weighing request: read by the server from the scale, or typed. */
export const REQUEST_WEIGHT_SOURCES = ['scale', 'manual'] as const;
export type RequestWeightSource = (typeof REQUEST_WEIGHT_SOURCES)[number];

/**
 * Whether a weight from `source` was typed on a scale with an indicator: the weights a dispute starts with,
 * marked 'MANUAL' on the pages and on the printed ticket. The server takes a typed weight on a scale with an
 * indicator only with a reason, and keeps no reason on a scale without one (every weight typed, as before
 * indicators); so the reason tells the two apart as they were weighed, whatever has become of the scale since.
 */
export function typedOnIndicator(source: WeightSource, manualReason: string | null): boolean {
  return source === 'manual' && manualReason !== null;
}

/** A document's weights that were typed on a scale with an indicator: its gross, its tara, or both. */
export function typedWeightsOf(document: { weight_source: WeightSource; tare_weight_source: WeightSource; manual_reason: string | null }) {
  return {
    gross: typedOnIndicator(document.weight_source, document.manual_reason),
    tare: typedOnIndicator(document.tare_weight_source, document.manual_reason),
  };
}
