/** Every field of a scale document, grouped as the ticket reads: the weighing, the vehicle, the weights, the load. */
import { DataList, SimpleGrid, Stack, Title } from '@mantine/core';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import { HISTORY_HEADERS, WEIGHING_TYPE_LABELS, WEIGHT_SOURCE_LABELS } from '@weighbridge/contract/history-columns';
import type { ScaleDocument, ScaleDocumentDetail } from '@weighbridge/contract/scale-documents';
import { typedWeightsOf } from '@weighbridge/contract/scales';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { ManualWeightMark } from '../../components/manual-weight-mark';
import { knownTextMessage } from '../../lib/contract-messages';
import { NOT_SET } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useWeightText } from '../../lib/site-weights';
import { type PageFormats, useFormat } from '../../lib/use-format';
import { destinationOf, documentLabel, driverOf, loadingAreaOf, registrationOf } from './document-labels';
import { detailMessages, fieldMessages as text } from './messages';

type Field = [label: string, value: ReactNode];

const orNotSet = (value: string | number | null) => (value === null || value === '' ? NOT_SET : String(value));

/** A scale or a reader by its name as the detail gives it; by its id where no name is known (a tara's row, one removed). */
const equipment = (name: string | null | undefined, id: number | null) => name ?? (id === null ? NOT_SET : `#${id}`);

type WeightText = (kg: number | null) => string;

/** How the fields read: the reader's language, the site's time zone and weights. */
type Reading = { intl: IntlShape; formatDateTime: PageFormats['formatDateTime']; timeZone: string; weightText: WeightText };

function fieldGroups(document: ScaleDocument | ScaleDocumentDetail, { intl, formatDateTime, timeZone, weightText }: Reading): [title: string, fields: Field[]][] {
  /** A text the contract writes (a field's label, a weighing type), in the reader's language. */
  const known = (english: string) => intl.formatMessage(knownTextMessage(english));
  const sourceOf = (source: keyof typeof WEIGHT_SOURCE_LABELS) => known(WEIGHT_SOURCE_LABELS[source]);
  /** A weight in the site's unit, marked MANUAL when it was typed on a scale with an indicator. */
  const weight = (kg: number | null, typed: boolean, reason: string | null): ReactNode => (
    <>
      {weightText(kg)}
      {typed && <ManualWeightMark reason={reason} />}
    </>
  );
  const typed = typedWeightsOf(document);
  const names = 'scale_name' in document ? document : undefined;
  return [
    [
      intl.formatMessage(text.weighing),
      [
        [intl.formatMessage(text.documentNumber), documentLabel(document)],
        [intl.formatMessage(text.orderSequence), orNotSet(document.order_sequence)],
        [known(HISTORY_HEADERS.dateTime), formatDateTime(document.timestamp, timeZone)],
        [intl.formatMessage(text.firstWeigh), formatDateTime(document.first_weigh_timestamp, timeZone)],
        [intl.formatMessage(text.secondWeigh), formatDateTime(document.second_weigh_timestamp, timeZone)],
        [intl.formatMessage(text.weighingType), known(WEIGHING_TYPE_LABELS[document.weighing_type])],
        [known(TICKET_FIELDS.operator), orNotSet(document.operator_name)],
        [
          intl.formatMessage(text.scaleReader),
          `${equipment(names?.scale_name, document.scale_id)} / ${equipment(names?.reader_name, document.reader_id)}`,
        ],
      ],
    ],
    [
      intl.formatMessage(text.vehicleAndDriver),
      [
        [intl.formatMessage(text.registration), registrationOf(document)],
        [intl.formatMessage(text.brandModel), [document.brand, document.model].filter(Boolean).join(' ') || NOT_SET],
        [known(TICKET_FIELDS.driver), driverOf(document)],
        [known(TICKET_FIELDS.rfidCardNumber), orNotSet(document.rfid_card_number)],
      ],
    ],
    [
      intl.formatMessage(text.weights),
      [
        [intl.formatMessage(text.emptyWeight), weight(document.vehicle_empty_weight_kg, typed.tare, document.manual_reason)],
        [known(TICKET_FIELDS.fullWeight), weight(document.full_weight_kg, typed.gross, document.manual_reason)],
        [known(TICKET_FIELDS.netWeight), weightText(document.material_weight_kg)],
        [known(TICKET_FIELDS.weightSource), sourceOf(document.weight_source)],
        [intl.formatMessage(text.taraWeightSource), sourceOf(document.tare_weight_source)],
        [known(TICKET_FIELDS.manualReason), orNotSet(document.manual_reason)],
        [
          intl.formatMessage(text.overload),
          document.overloaded
            ? intl.formatMessage(detailMessages.overloadedBy, { weight: weightText(document.overload_kg) })
            : intl.formatMessage(text.noOverload),
        ],
      ],
    ],
    [
      intl.formatMessage(text.load),
      [
        [known(TICKET_FIELDS.material), orNotSet(document.material_name)],
        [known(TICKET_FIELDS.loadingArea), loadingAreaOf(document)],
        [known(TICKET_FIELDS.polygon), orNotSet(document.polygon_code)],
        [known(TICKET_FIELDS.destination), destinationOf(document)],
        [known(TICKET_FIELDS.notes), orNotSet(document.notes)],
      ],
    ],
  ];
}

export function DocumentFields({ document }: { document: ScaleDocument | ScaleDocumentDetail }) {
  const timeZone = useSiteTimeZone();
  const weightText = useWeightText();
  const intl = useIntl();
  const { formatDateTime } = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
      {fieldGroups(document, { intl, formatDateTime, timeZone, weightText }).map(([title, fields]) => (
        <Stack key={title} gap="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          <DataList size="sm" gap="xs" labelWidth={170}>
            {fields.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
