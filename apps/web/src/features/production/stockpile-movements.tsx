/** The movements of one pile, the latest first: receipts from shift logs, dispatches, transfers both ways and survey adjustments. */
import { Modal } from '@mantine/core';
import type { Movement, Stockpile } from '@weighbridge/contract/stockpiles';
import { useIntl } from 'react-intl';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { LoadingNotice } from '../../components/loading-notice';
import { useFormat } from '../../lib/use-format';
import { useStockpileMovements } from './api/get-stockpile-movements';
import { movementFormMessages as text, movementKindMessages } from './messages';
import { pileName } from './stockpile-tables';
import { DIALOG_TITLE_STYLES } from '../../components/form-modal';

/** Dates do not break across lines. */
const ONE_LINE = { style: { whiteSpace: 'nowrap' } } as const;

type StockpileMovementsModalProps = { pile: Stockpile; piles: readonly Stockpile[]; onClose: () => void };

export function StockpileMovementsModal({ pile, piles, onClose }: StockpileMovementsModalProps) {
  const intl = useIntl();
  const formats = useFormat();
  const movements = useStockpileMovements(pile.stockpile_id);
  const nameOf = (stockpileId: number | null) => {
    const other = piles.find((candidate) => candidate.stockpile_id === stockpileId);
    return other ? pileName(other) : String(stockpileId);
  };
  // A transfer into this pile adds to it; every other movement is shown with its own sign (out and transfer out subtract).
  const signedTons = (movement: Movement) => {
    const inward = movement.kind === 'in' || movement.kind === 'adjustment' || movement.to_stockpile_id === pile.stockpile_id;
    return inward ? movement.tons : -movement.tons;
  };
  const detail = (movement: Movement) => {
    if (movement.kind === 'transfer') {
      return movement.to_stockpile_id === pile.stockpile_id
        ? intl.formatMessage(text.transferFrom, { pile: nameOf(movement.stockpile_id) })
        : intl.formatMessage(text.transferTo, { pile: nameOf(movement.to_stockpile_id) });
    }
    if (movement.kind === 'adjustment') return `${intl.formatMessage(text.measured)} ${formats.formatNumber(movement.measured_tons)} t · ${intl.formatMessage(text.book)} ${formats.formatNumber(movement.book_tons)} t`;
    if (movement.log_id !== null) return intl.formatMessage(text.fromShiftLog, { logId: movement.log_id });
    return '';
  };
  const columns: CatalogueColumn<Movement>[] = [
    { header: intl.formatMessage(text.date), cell: (movement) => formats.formatCalendarDate(movement.moved_on), td: ONE_LINE },
    { header: intl.formatMessage(text.kind), cell: (movement) => intl.formatMessage(movementKindMessages[movement.kind]) },
    { header: intl.formatMessage(text.tons), align: 'right', cell: (movement) => formats.formatNumber(signedTons(movement)) },
    { header: intl.formatMessage(text.detail), cell: detail },
    { header: intl.formatMessage(text.notes), cell: (movement) => movement.notes ?? '' },
    { header: intl.formatMessage(text.recordedBy), cell: (movement) => movement.recorded_by ?? '—' },
  ];
  return (
    <Modal opened onClose={onClose} size="xl" title={intl.formatMessage(text.movementsTitle, { pile: pileName(pile) })} closeButtonProps={{ 'aria-label': intl.formatMessage(text.close) }} styles={DIALOG_TITLE_STYLES}>
      {movements.isPending && <LoadingNotice />}
      {movements.data && (
        <CatalogueTable records={movements.data} columns={columns} rowKey={(movement) => movement.movement_id} emptyText={intl.formatMessage(text.none)} minWidth={760} focusable label={intl.formatMessage(text.movementsTitle, { pile: pileName(pile) })} />
      )}
    </Modal>
  );
}
