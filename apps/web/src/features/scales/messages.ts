/** The texts of the Scales and Readers pages: their tables, statuses, dialogs and the Disable and Enable actions. */
import { ASCII_FORMAT_LABELS, type CardNumberFormat, LINE_END_LABELS, type PARITIES, SCALE_PROTOCOL_LABELS, type ScaleConnection } from '@weighbridge/contract/scales';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { textMessages } from '../../lib/contract-messages';
import type { DeviceState } from './device-status';

export const scalesPageMessages = {
  disableQuestion: defineMessage<{ name: string }>({
    id: 'scales.page.disableQuestion',
    defaultMessage: 'Disable {name}? Its indicator is disconnected and the weighing page no longer offers it until it is enabled again.',
  }),
  ...defineMessages({
    title: { id: 'scales.page.title', defaultMessage: 'Scales' },
    add: { id: 'scales.page.add', defaultMessage: 'Add Scale' },
    loadFailed: { id: 'scales.page.loadFailed', defaultMessage: 'Failed to load scales' },
    disabled: { id: 'scales.page.disabled', defaultMessage: 'Scale disabled' },
    enabled: { id: 'scales.page.enabled', defaultMessage: 'Scale enabled' },
    saveFailed: { id: 'scales.page.saveFailed', defaultMessage: 'Failed to save scale' },
  }),
};

export const readersPageMessages = {
  disableQuestion: defineMessage<{ name: string }>({
    id: 'readers.page.disableQuestion',
    defaultMessage: 'Disable {name}? It is disconnected and its cards are not read until it is enabled again.',
  }),
  ...defineMessages({
    title: { id: 'readers.page.title', defaultMessage: 'Readers' },
    add: { id: 'readers.page.add', defaultMessage: 'Add Reader' },
    loadFailed: { id: 'readers.page.loadFailed', defaultMessage: 'Failed to load readers' },
    disabled: { id: 'readers.page.disabled', defaultMessage: 'Reader disabled' },
    enabled: { id: 'readers.page.enabled', defaultMessage: 'Reader enabled' },
    saveFailed: { id: 'readers.page.saveFailed', defaultMessage: 'Failed to save reader' },
  }),
};

/** The headers and cells the two tables share. */
export const deviceTableMessages = defineMessages({
  name: { id: 'scales.table.name', defaultMessage: 'Name' },
  connection: { id: 'scales.table.connection', defaultMessage: 'Connection' },
  enabled: { id: 'scales.table.enabled', defaultMessage: 'Enabled' },
  status: { id: 'scales.table.status', defaultMessage: 'Status' },
  yes: { id: 'scales.table.yes', defaultMessage: 'Yes' },
  no: { id: 'scales.table.no', defaultMessage: 'No' },
});

export const scalesTableMessages = defineMessages({
  location: { id: 'scales.table.location', defaultMessage: 'Location' },
  capacity: { id: 'scales.table.capacity', defaultMessage: 'Capacity (kg)' },
  division: { id: 'scales.table.division', defaultMessage: 'Division (kg)' },
  protocol: { id: 'scales.table.protocol', defaultMessage: 'Protocol' },
  none: { id: 'scales.table.none', defaultMessage: 'No scales found' },
});

export const readersTableMessages = {
  prefix: defineMessage<{ characters: string }>({ id: 'readers.table.prefix', defaultMessage: 'prefix {characters}' }),
  suffix: defineMessage<{ characters: string }>({ id: 'readers.table.suffix', defaultMessage: 'suffix {characters}' }),
  ...defineMessages({
    scale: { id: 'readers.table.scale', defaultMessage: 'Scale' },
    format: { id: 'readers.table.format', defaultMessage: 'Format' },
    repeatWindow: { id: 'readers.table.repeatWindow', defaultMessage: 'Repeat window (s)' },
    none: { id: 'readers.table.none', defaultMessage: 'No readers found' },
  }),
};

export const deviceActionMessages = {
  scaleLabel: defineMessage<{ name: string }>({ id: 'scales.actions.scaleLabel', defaultMessage: 'scale {name}' }),
  readerLabel: defineMessage<{ name: string }>({ id: 'scales.actions.readerLabel', defaultMessage: 'reader {name}' }),
  disableLabel: defineMessage<{ device: string }>({ id: 'scales.actions.disableLabel', defaultMessage: 'Disable {device}' }),
  enableLabel: defineMessage<{ device: string }>({ id: 'scales.actions.enableLabel', defaultMessage: 'Enable {device}' }),
  ...defineMessages({
    disable: { id: 'scales.actions.disable', defaultMessage: 'Disable' },
    enable: { id: 'scales.actions.enable', defaultMessage: 'Enable' },
  }),
};

export const deviceStateMessages: Readonly<Record<DeviceState, MessageDescriptor>> = defineMessages({
  online: { id: 'scales.state.online', defaultMessage: 'Online' },
  offline: { id: 'scales.state.offline', defaultMessage: 'Offline' },
  manual: { id: 'scales.state.manual', defaultMessage: 'Manual' },
  disabled: { id: 'scales.state.disabled', defaultMessage: 'Disabled' },
});

export const deviceStatusMessages = {
  frames: defineMessage<{ perSecond: string; parseErrors: number; reconnects: number }>({
    id: 'scales.status.frames',
    defaultMessage:
      '{perSecond} frames/s · {parseErrors, plural, one {# parse error} other {# parse errors}} · {reconnects, plural, one {# reconnect} other {# reconnects}}',
  }),
  lastFrame: defineMessage<{ time: string }>({ id: 'scales.status.lastFrame', defaultMessage: 'Last frame {time}' }),
  netWithTare: defineMessage<{ tare: string }>({ id: 'scales.status.netWithTare', defaultMessage: 'Shows net, tare {tare} kg' }),
  faultWithUnit: defineMessage<{ fault: string; unit: string }>({ id: 'scales.status.faultWithUnit', defaultMessage: '{fault} (it shows {unit})' }),
  lastSeen: defineMessage<{ time: string; reads: number }>({
    id: 'scales.status.lastSeen',
    defaultMessage: 'Last seen {time} · {reads, plural, one {# read} other {# reads}}',
  }),
  lastCard: defineMessage<{ card: string }>({ id: 'scales.status.lastCard', defaultMessage: 'Last card {card}' }),
  ...defineMessages({
    netWithoutTare: { id: 'scales.status.netWithoutTare', defaultMessage: 'Shows net, without its tare' },
    unavailable: { id: 'scales.status.unavailable', defaultMessage: 'Status unavailable' },
    loading: { id: 'scales.status.loading', defaultMessage: 'Loading status' },
  }),
};

export const connectionMessages = {
  tcp: defineMessage<{ host: string; port: string }>({ id: 'scales.connection.tcp', defaultMessage: 'TCP {host}:{port}' }),
  serial: defineMessage<{ device: string; line: string }>({ id: 'scales.connection.serial', defaultMessage: 'Serial {device} {line}' }),
};

export const connectionLabelMessages: Readonly<Record<ScaleConnection, MessageDescriptor>> = defineMessages({
  manual: { id: 'scales.connectionLabel.manual', defaultMessage: 'Manual' },
  tcp: { id: 'scales.connectionLabel.tcp', defaultMessage: 'TCP' },
  serial: { id: 'scales.connectionLabel.serial', defaultMessage: 'Serial' },
});

/** What each connection means at the site, shown under the choice. */
export const connectionHintMessages: Readonly<Record<ScaleConnection, MessageDescriptor>> = defineMessages({
  manual: { id: 'scales.connectionHint.manual', defaultMessage: 'No indicator: the operator types the weight.' },
  tcp: { id: 'scales.connectionHint.tcp', defaultMessage: 'A networked indicator or a serial-to-Ethernet converter.' },
  serial: { id: 'scales.connectionHint.serial', defaultMessage: 'An RS-232 port of the server the application runs on.' },
});

export const parityMessages: Readonly<Record<(typeof PARITIES)[number], MessageDescriptor>> = defineMessages({
  none: { id: 'scales.parity.none', defaultMessage: 'None' },
  even: { id: 'scales.parity.even', defaultMessage: 'Even' },
  odd: { id: 'scales.parity.odd', defaultMessage: 'Odd' },
});

export const cardFormatMessages: Readonly<Record<CardNumberFormat, MessageDescriptor>> = defineMessages({
  decimal: { id: 'readers.cardFormat.decimal', defaultMessage: 'Decimal' },
  hex: { id: 'readers.cardFormat.hex', defaultMessage: 'Hex' },
});

export const connectionFieldMessages = defineMessages({
  hostPlaceholder: { id: 'scales.connectionFields.hostPlaceholder', defaultMessage: 'e.g. 192.168.1.50' },
  portPlaceholder: { id: 'scales.connectionFields.portPlaceholder', defaultMessage: 'e.g. 4001' },
  devicePlaceholder: { id: 'scales.connectionFields.devicePlaceholder', defaultMessage: 'e.g. /dev/ttyUSB0 or COM3' },
  dataBitsHint: {
    id: 'scales.connectionFields.dataBitsHint',
    defaultMessage: '7 when the device sends 7 data bits with parity (7E1, 7O1) through a converter that passes 8.',
  },
});

/** The contract's names of the indicator protocols, the ASCII stream's formats and the ends of a frame. */
export const protocolNameMessages = textMessages('scales.protocolName', SCALE_PROTOCOL_LABELS);
export const asciiFormatMessages = textMessages('scales.asciiFormat', ASCII_FORMAT_LABELS);
export const lineEndMessages = textMessages('scales.lineEnd', LINE_END_LABELS);

export const scaleFormMessages = defineMessages({
  /** The record's name in the dialog's title and messages ('Add Vehicle'). */
  noun: { id: 'scales.form.noun', defaultMessage: 'Scale' },
  namePlaceholder: { id: 'scales.form.namePlaceholder', defaultMessage: 'e.g. Weighbridge 2' },
  locationPlaceholder: { id: 'scales.form.locationPlaceholder', defaultMessage: 'e.g. North gate' },
  capacityPlaceholder: { id: 'scales.form.capacityPlaceholder', defaultMessage: 'e.g. 60000' },
  divisionPlaceholder: { id: 'scales.form.divisionPlaceholder', defaultMessage: 'e.g. 20' },
  enabledHint: { id: 'scales.form.enabledHint', defaultMessage: 'A disabled scale is not connected and not offered for weighing.' },
});

export const protocolFieldMessages = {
  /** The example is a pattern, written the same in every language. */
  asciiPatternHint: defineMessage<{ example: string }>({
    id: 'scales.protocol.asciiPatternHint',
    defaultMessage:
      'A regular expression matched against each frame, with the named group weight and optionally sign, unit (kg, t, lb, or the letters K, T, L; kg without it), motion or stable, net, overload, underload and error (set when the group matches), e.g. {example}',
  }),
  ...defineMessages({
    toledoChecksumHint: { id: 'scales.protocol.toledoChecksumHint', defaultMessage: 'The indicator sends a checksum byte after CR.' },
    asciiFormatHint: { id: 'scales.protocol.asciiFormatHint', defaultMessage: 'The output format set on the indicator, or a pattern of your own.' },
    lineEndHint: { id: 'scales.protocol.lineEndHint', defaultMessage: 'How the indicator ends each frame.' },
    frameLengthHint: { id: 'scales.protocol.frameLengthHint', defaultMessage: 'Characters of each frame, its STX included.' },
    sicsLineEnd: { id: 'scales.protocol.sicsLineEnd', defaultMessage: 'CR LF (as MT-SICS defines it)' },
    asciiLineEnd: { id: 'scales.protocol.asciiLineEnd', defaultMessage: 'Any line end (CR LF, CR or LF)' },
  }),
};

export const readerFormMessages = defineMessages({
  /** The record's name in the dialog's title and messages ('Add Vehicle'). */
  noun: { id: 'readers.form.noun', defaultMessage: 'Reader' },
  namePlaceholder: { id: 'readers.form.namePlaceholder', defaultMessage: 'e.g. Entry reader' },
  scalePlaceholder: { id: 'readers.form.scalePlaceholder', defaultMessage: 'Choose the scale it stands at' },
  noScale: { id: 'readers.form.noScale', defaultMessage: 'No scale found' },
  cardFormatHint: { id: 'readers.form.cardFormatHint', defaultMessage: 'How the reader writes card numbers.' },
  repeatWindowHint: { id: 'readers.form.repeatWindowHint', defaultMessage: 'The same card read again within it counts once.' },
  prefixHint: { id: 'readers.form.prefixHint', defaultMessage: 'Characters before the card number, stripped.' },
  suffixHint: { id: 'readers.form.suffixHint', defaultMessage: 'Characters after the card number, stripped.' },
  enabledHint: { id: 'readers.form.enabledHint', defaultMessage: 'A disabled reader is not connected and its cards are not read.' },
});
