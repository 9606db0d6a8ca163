/**
 * Each polygon's latest blast and its muckpile: tons broken, hauled through the weighbridge since, remaining, the
 * loads weighed and the powder factor per weighed ton.
 */
import type { Muckpile } from '@weighbridge/contract/blasts';
import { useIntl } from 'react-intl';
import type { CatalogueColumn } from '../../components/catalogue-table';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { planVsActualMessages as text } from './messages';
import { FiguresTable, useDrillingTexts } from './plan-vs-actual-tables';

export function MuckpileTable({ muckpiles }: { muckpiles: readonly Muckpile[] }) {
  const intl = useIntl();
  const texts = useDrillingTexts();
  const timeZone = useSiteTimeZone();
  const { formatDateTime } = useFormat();
  const nowrap = { style: { whiteSpace: 'nowrap' } } as const;
  const columns: CatalogueColumn<Muckpile>[] = [
    { header: intl.formatMessage(text.polygon), cell: (pile) => pile.polygon_code, td: { fw: 600 } },
    { header: intl.formatMessage(text.area), cell: (pile) => pile.area_name },
    { header: intl.formatMessage(text.firedAt), cell: (pile) => formatDateTime(pile.fired_at, timeZone), td: nowrap },
    { header: intl.formatMessage(text.tonsBroken), align: 'right', cell: (pile) => texts.number(pile.tons_broken), td: nowrap },
    { header: intl.formatMessage(text.tonsHauled), align: 'right', cell: (pile) => texts.number(pile.tons_hauled), td: nowrap },
    { header: intl.formatMessage(text.tonsRemaining), align: 'right', cell: (pile) => texts.number(pile.tons_remaining), td: { ...nowrap, fw: 600 } },
    { header: intl.formatMessage(text.loads), align: 'right', cell: (pile) => texts.number(pile.loads) },
    { header: intl.formatMessage(text.powderFactorHauled), align: 'right', cell: (pile) => texts.factor(pile.powder_factor_kg_per_hauled_t) },
  ];
  return (
    <FiguresTable
      title={intl.formatMessage(text.muckpiles)}
      records={muckpiles}
      columns={columns}
      rowKey={(pile) => pile.blast_id}
      emptyText={intl.formatMessage(text.noMuckpiles)}
      minWidth={960}
    />
  );
}
