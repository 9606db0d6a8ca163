/**
 * Material Processing's tables: the piles with their balance on a day, the balances of a period (opening,
 * each kind of movement, closing) and each product's weighed outbound loads beside them.
 */
import { Button, Group } from '@mantine/core';
import { sizeFractionText } from '@weighbridge/contract/materials';
import type { ProductOutbound, Stockpile, StockpileBalance } from '@weighbridge/contract/stockpiles';
import { useIntl } from 'react-intl';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { RecordActions } from '../../components/record-actions';
import { type PageFormats, useFormat } from '../../lib/use-format';
import { stockpilePageMessages as text, stockpileRowMessages } from './messages';

/** A pile by its product and place, as the dialogs and the movements name it: 'Sand 0-4 · Yard A'. */
export const pileName = (pile: Pick<Stockpile, 'material_name' | 'place'>) => `${pile.material_name} · ${pile.place}`;

const fractionOf = (pile: Pick<Stockpile, 'size_from_mm' | 'size_to_mm'>) => sizeFractionText(pile.size_from_mm, pile.size_to_mm) ?? '—';

type PileAction = ((pile: StockpileBalance) => void) | undefined;

/** Each action but Movements is left out (undefined) for a user who may not record on the page. */
type PileTableProps = { piles: readonly StockpileBalance[]; onMovements: (pile: StockpileBalance) => void; onSurvey: PileAction; onEdit: PileAction; onDelete: PileAction };

export function PileTable({ piles, onMovements, onSurvey, onEdit, onDelete }: PileTableProps) {
  const intl = useIntl();
  const formats = useFormat();
  const columns: CatalogueColumn<StockpileBalance>[] = [
    { header: intl.formatMessage(text.product), cell: (pile) => pile.material_name, td: { fw: 600 } },
    { header: intl.formatMessage(text.fraction), cell: fractionOf },
    { header: intl.formatMessage(text.place), cell: (pile) => pile.place },
    { header: intl.formatMessage(text.opened), cell: (pile) => formats.formatCalendarDate(pile.opening_date) },
    { header: intl.formatMessage(text.balance), align: 'right', cell: (pile) => formats.formatNumber(pile.end_tons) },
  ];
  return (
    <CatalogueTable
      records={piles}
      columns={columns}
      rowKey={(pile) => pile.stockpile_id}
      emptyText={intl.formatMessage(text.none)}
      minWidth={840}
      label={intl.formatMessage(text.piles)}
      actions={(pile) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" aria-label={intl.formatMessage(stockpileRowMessages.movements, { pile: pileName(pile) })} onClick={() => onMovements(pile)}>
            {intl.formatMessage(text.movements)}
          </Button>
          {onSurvey && (
            <Button size="xs" variant="default" aria-label={intl.formatMessage(stockpileRowMessages.survey, { pile: pileName(pile) })} onClick={() => onSurvey(pile)}>
              {intl.formatMessage(text.survey)}
            </Button>
          )}
          <RecordActions
            label={intl.formatMessage(stockpileRowMessages.recordLabel, { pile: pileName(pile) })}
            onEdit={onEdit && (() => onEdit(pile))}
            onDelete={onDelete && (() => onDelete(pile))}
          />
        </Group>
      )}
    />
  );
}

function periodColumns(intl: ReturnType<typeof useIntl>, formats: PageFormats): CatalogueColumn<StockpileBalance>[] {
  const tons = (value: (pile: StockpileBalance) => number) => (pile: StockpileBalance) => formats.formatNumber(value(pile));
  return [
    { header: intl.formatMessage(text.pile), cell: pileName, td: { fw: 600 } },
    { header: intl.formatMessage(text.opening), align: 'right', cell: tons((pile) => pile.start_tons) },
    { header: intl.formatMessage(text.receipts), align: 'right', cell: tons((pile) => pile.received_tons) },
    { header: intl.formatMessage(text.dispatches), align: 'right', cell: tons((pile) => pile.dispatched_tons) },
    { header: intl.formatMessage(text.transfersOut), align: 'right', cell: tons((pile) => pile.transferred_out_tons) },
    { header: intl.formatMessage(text.transfersIn), align: 'right', cell: tons((pile) => pile.transferred_in_tons) },
    { header: intl.formatMessage(text.adjustments), align: 'right', cell: tons((pile) => pile.adjusted_tons) },
    { header: intl.formatMessage(text.closing), align: 'right', cell: tons((pile) => pile.end_tons), td: { fw: 600 } },
  ];
}

export function PeriodBalanceTable({ piles }: { piles: readonly StockpileBalance[] }) {
  const intl = useIntl();
  const formats = useFormat();
  return (
    <CatalogueTable
      records={piles}
      columns={periodColumns(intl, formats)}
      rowKey={(pile) => pile.stockpile_id}
      emptyText={intl.formatMessage(text.none)}
      minWidth={880}
      label={intl.formatMessage(text.balancesTitle)}
      focusable
    />
  );
}

export function WeighedOutboundTable({ products }: { products: readonly ProductOutbound[] }) {
  const intl = useIntl();
  const formats = useFormat();
  const columns: CatalogueColumn<ProductOutbound>[] = [
    { header: intl.formatMessage(text.product), cell: (product) => product.material_name, td: { fw: 600 } },
    { header: intl.formatMessage(text.weighedTons), align: 'right', cell: (product) => formats.formatNumber(product.weighed_outbound_tons) },
    { header: intl.formatMessage(text.weighedLoads), align: 'right', cell: (product) => formats.formatNumber(product.weighed_outbound_loads) },
  ];
  return (
    <CatalogueTable
      records={products}
      columns={columns}
      rowKey={(product) => product.material_id}
      emptyText={intl.formatMessage(text.noWeighed)}
      minWidth={480}
      label={intl.formatMessage(text.weighedTitle)}
    />
  );
}
