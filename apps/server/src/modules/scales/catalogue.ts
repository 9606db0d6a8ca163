/**
 * Scales and card readers as catalogues: configured by administrators, never deleted (documents name
 * them; one is disabled instead). A change reaches the device's connection once its transaction has
 * committed. A reader stands at a scale, which must exist.
 */
import { FIELD_LABELS, labelled } from '@weighbridge/contract/field-labels';
import { type Reader, type ReaderValues, type Scale, type ScaleValues, unknownScaleText } from '@weighbridge/contract/scales';
import { sql } from 'drizzle-orm';
import { defineCatalogue } from '../../catalogue/catalogue.js';
import { catalogueRepository } from '../../catalogue/repository.js';
import { catalogueService } from '../../catalogue/service.js';
import { readers, scales } from '../../db/tables/scales.js';
import { AppError } from '../../lib/errors.js';
import { connectionAnswerColumns, connectionRow } from './connection-columns.js';
import { asciiPatternProblem } from './protocols/ascii-stream.js';

/** A scale as the API answers it. */
export const scaleColumns = {
  scale_id: scales.id,
  name: scales.name,
  location: scales.location,
  capacity_kg: scales.capacityKg,
  division_kg: scales.divisionKg,
  connection: sql<Scale['connection']>`${scales.connection}`,
  protocol: sql<Scale['protocol']>`${scales.protocol}`,
  toledo_checksum: scales.toledoChecksum,
  ascii_format: sql<Scale['ascii_format']>`${scales.asciiFormat}`,
  ascii_pattern: scales.asciiPattern,
  line_end: sql<Scale['line_end']>`${scales.lineEnd}`,
  frame_length: scales.frameLength,
  enabled: scales.enabled,
  ...connectionAnswerColumns(scales),
};

export const scaleCatalogue = defineCatalogue<typeof scales, Scale, ScaleValues>({
  table: scales,
  name: 'Scale',
  entity: 'scale',
  item: scaleColumns,
  order: [scales.id],
  toRow: (values) => ({
    name: values.name,
    location: values.location,
    capacityKg: values.capacity_kg,
    divisionKg: values.division_kg,
    connection: values.connection,
    protocol: values.protocol,
    toledoChecksum: values.toledo_checksum,
    asciiFormat: values.ascii_format,
    // A named format brings its own pattern; a fixed frame length means nothing with another end.
    asciiPattern: values.ascii_format === 'custom' ? values.ascii_pattern : null,
    lineEnd: values.line_end,
    frameLength: values.line_end === 'length' ? values.frame_length : null,
    enabled: values.enabled,
    ...connectionRow(values),
  }),
});

export const readerCatalogue = defineCatalogue<typeof readers, Reader, ReaderValues>({
  table: readers,
  name: 'Reader',
  entity: 'reader',
  item: {
    reader_id: readers.id,
    name: readers.name,
    scale_id: readers.scaleId,
    connection: sql<Reader['connection']>`${readers.connection}`,
    prefix: readers.prefix,
    suffix: readers.suffix,
    card_format: sql<Reader['card_format']>`${readers.cardFormat}`,
    repeat_window_seconds: readers.repeatWindowSeconds,
    enabled: readers.enabled,
    ...connectionAnswerColumns(readers),
  },
  order: [readers.id],
  toRow: (values) => ({
    name: values.name,
    scaleId: values.scale_id,
    connection: values.connection,
    prefix: values.prefix,
    suffix: values.suffix,
    cardFormat: values.card_format,
    repeatWindowSeconds: values.repeat_window_seconds,
    enabled: values.enabled,
    ...connectionRow(values),
  }),
});

export const scaleRecords = catalogueRepository(scaleCatalogue);
export const readerRecords = catalogueRepository(readerCatalogue);

/** The connections a saved device is applied to. */
type Devices = { applyScale(id: number): Promise<void>; applyReader(id: number): Promise<void> };

export function scaleService(devices: Devices) {
  return catalogueService(scaleCatalogue, {
    // A pattern is checked whenever one is given, before anything else: a broken one kept for later would
    // fail when the protocol is switched to it.
    beforeRow: async (_tx, values) => {
      const problem = values.ascii_pattern === null ? null : asciiPatternProblem(values.ascii_pattern);
      if (problem) throw new AppError('BAD_REQUEST', labelled(FIELD_LABELS.scales, 'ascii_pattern', problem));
      return undefined;
    },
    committed: (id) => devices.applyScale(id),
  });
}

export function readerService(devices: Devices) {
  return catalogueService(readerCatalogue, {
    beforeWrite: async (tx, values) => {
      if (!(await scaleRecords.find(tx, values.scale_id))) throw new AppError('BAD_REQUEST', unknownScaleText(values.scale_id));
      return undefined;
    },
    committed: (id) => devices.applyReader(id),
  });
}
