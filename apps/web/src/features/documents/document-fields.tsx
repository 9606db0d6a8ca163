/** Every field of a scale document, grouped as the ticket reads: the weighing, the vehicle, the weights, the load. */
import { DataList, SimpleGrid, Stack, Title } from '@mantine/core';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import { WEIGHING_TYPE_LABELS, WEIGHT_SOURCE_LABELS } from '@weighbridge/contract/history-columns';
import type { ScaleDocument, ScaleDocumentDetail } from '@weighbridge/contract/scale-documents';
import { typedWeightsOf } from '@weighbridge/contract/scales';
import type { ReactNode } from 'react';
import { ManualWeightMark } from '../../components/manual-weight-mark';
import { formatDateTime, NOT_SET } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useWeightText } from '../../lib/site-weights';
import { destinationOf, documentLabel, driverOf, loadingAreaOf, registrationOf } from './document-labels';

type Field = [label: string, value: ReactNode];

const orNotSet = (value: string | number | null) => (value === null || value === '' ? NOT_SET : String(value));

/** A scale or a reader by its name as the detail gives it; by its id where no name is known (a tara's row, one removed). */
const equipment = (name: string | null | undefined, id: number | null) => name ?? (id === null ? NOT_SET : `#${id}`);

type WeightText = (kg: number | null) => string;

function fieldGroups(document: ScaleDocument | ScaleDocumentDetail, timeZone: string, weightText: WeightText): [title: string, fields: Field[]][] {
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
      'Weighing',
      [
        ['Document Number', documentLabel(document)],
        ['Order Sequence', orNotSet(document.order_sequence)],
        ['Date / Time', formatDateTime(document.timestamp, timeZone)],
        ['First Weigh (Tara)', formatDateTime(document.first_weigh_timestamp, timeZone)],
        ['Second Weigh (Load)', formatDateTime(document.second_weigh_timestamp, timeZone)],
        ['Weighing Type', WEIGHING_TYPE_LABELS[document.weighing_type]],
        [TICKET_FIELDS.operator, orNotSet(document.operator_name)],
        ['Scale / Reader', `${equipment(names?.scale_name, document.scale_id)} / ${equipment(names?.reader_name, document.reader_id)}`],
      ],
    ],
    [
      'Vehicle and Driver',
      [
        ['Registration', registrationOf(document)],
        ['Brand / Model', [document.brand, document.model].filter(Boolean).join(' ') || NOT_SET],
        [TICKET_FIELDS.driver, driverOf(document)],
        [TICKET_FIELDS.rfidCardNumber, orNotSet(document.rfid_card_number)],
      ],
    ],
    [
      'Weights',
      [
        ['Empty Weight (Tara)', weight(document.vehicle_empty_weight_kg, typed.tare, document.manual_reason)],
        [TICKET_FIELDS.fullWeight, weight(document.full_weight_kg, typed.gross, document.manual_reason)],
        [TICKET_FIELDS.netWeight, weightText(document.material_weight_kg)],
        [TICKET_FIELDS.weightSource, WEIGHT_SOURCE_LABELS[document.weight_source]],
        ['Tara Weight Source', WEIGHT_SOURCE_LABELS[document.tare_weight_source]],
        [TICKET_FIELDS.manualReason, orNotSet(document.manual_reason)],
        ['Overload', document.overloaded ? `Overloaded by ${weightText(document.overload_kg)}` : 'None'],
      ],
    ],
    [
      'Load',
      [
        [TICKET_FIELDS.material, orNotSet(document.material_name)],
        [TICKET_FIELDS.loadingArea, loadingAreaOf(document)],
        [TICKET_FIELDS.polygon, orNotSet(document.polygon_code)],
        [TICKET_FIELDS.destination, destinationOf(document)],
        [TICKET_FIELDS.notes, orNotSet(document.notes)],
      ],
    ],
  ];
}

export function DocumentFields({ document }: { document: ScaleDocument | ScaleDocumentDetail }) {
  const timeZone = useSiteTimeZone();
  const weightText = useWeightText();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
      {fieldGroups(document, timeZone, weightText).map(([title, fields]) => (
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
