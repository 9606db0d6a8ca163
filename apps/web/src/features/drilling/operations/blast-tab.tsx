/**
 * The Blasts tab: the blasts fired in the chosen production days with what each broke (volume, tons, powder
 * factors) and its muckpile as the weighbridge sees it (tons hauled from the polygon since, tons remaining). A
 * blast is recorded with 'Record a blast', corrected with its edit button, and its report opened from its polygon.
 */
import { Anchor, Stack, Text } from '@mantine/core';
import type { Blast, ListedBlast } from '@weighbridge/contract/blasts';
import { pagePath } from '@weighbridge/contract/page-paths';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLoadingAreas } from '../../../app/queries/loading-areas';
import { useMaterials } from '../../../app/queries/materials';
import { CatalogueTable } from '../../../components/catalogue-table';
import { RecordActions } from '../../../components/record-actions';
import { useSiteTimeZone } from '../../../lib/site-time-zone';
import { useFormat } from '../../../lib/use-format';
import { useBlasts } from './api/get-blasts';
import { useDrillingOperators } from './api/get-drilling-operators';
import { BlastFormModal } from './blast-form';
import { blastMessages as text, drillingFieldMessages as field } from './messages';
import { type OperationsPeriod, periodToAsk } from './operations-period';
import { OperationsList, OperationsPeriodTab } from './operations-period-tab';

type Props = { period: OperationsPeriod; onPeriodChange: (period: OperationsPeriod) => void; mayRecord: boolean; mayEdit: boolean };

export function BlastTab({ period, onPeriodChange, mayRecord, mayEdit }: Props) {
  const intl = useIntl();
  // Each blast comes with its muckpile: the list is one request, however many blasts it has.
  const blasts = useBlasts(periodToAsk(period));
  // The form's choices are loaded with the list, so that 'Record a blast' opens with them.
  useDrillingOperators();
  useLoadingAreas();
  useMaterials();
  return (
    <OperationsPeriodTab<ListedBlast[], Blast>
      period={period}
      onPeriodChange={onPeriodChange}
      answer={blasts}
      loadFailed={text.loadFailed}
      addLabel={intl.formatMessage(text.recordBlast)}
      mayAdd={mayRecord}
      mayEdit={mayEdit}
      lists={(listed, edit) => (
        <OperationsList title={intl.formatMessage(text.blasts)}>
          <BlastsTable blasts={listed} onEdit={edit} />
        </OperationsList>
      )}
      form={(blast, close) => <BlastFormModal record={blast} onClose={close} />}
    />
  );
}

type TableProps = { blasts: readonly ListedBlast[]; onEdit: ((blast: Blast) => void) | undefined };

function BlastsTable({ blasts, onEdit }: TableProps) {
  const intl = useIntl();
  const timeZone = useSiteTimeZone();
  const { formatNumber, formatDateTime } = useFormat();
  const labelOf = (blast: Blast) => intl.formatMessage(text.recordLabel, { polygon: blast.polygon_code, firedAt: formatDateTime(blast.fired_at, timeZone) });
  return (
    <CatalogueTable
      records={blasts}
      rowKey={(blast) => blast.blast_id}
      emptyText={intl.formatMessage(text.none)}
      minWidth={640}
      label={intl.formatMessage(text.blasts)}
      columns={[
        {
          header: intl.formatMessage(text.polygon),
          cell: (blast) => (
            <>
              {/* The blast's report opens from its polygon, to read it whole or print it. */}
              <Anchor component={Link} to={pagePath('blastReport', { blastId: String(blast.blast_id) })} fw={600} size="sm" title={intl.formatMessage(text.printReport)}>
                {blast.polygon_code}
              </Anchor>
              <Text size="xs">{blast.area_name}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(blast.fired_at, timeZone)}
              </Text>
            </>
          ),
        },
        { header: intl.formatMessage(field.holes_charged), align: 'right', cell: (blast) => formatNumber(blast.holes_charged) },
        { header: intl.formatMessage(text.volume), align: 'right', cell: (blast) => formatNumber(blast.volume_m3) },
        { header: intl.formatMessage(text.tonsBroken), align: 'right', cell: (blast) => formatNumber(blast.tons_broken) },
        {
          // The kilograms fired with what they broke per m3 and per ton: the powder factors.
          header: intl.formatMessage(text.explosivesAndFactors),
          align: 'right',
          cell: (blast) => (
            <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm" fw={600}>
                {intl.formatMessage(text.kgValue, { value: formatNumber(blast.explosives_kg) })}
              </Text>
              <Text size="xs">{intl.formatMessage(text.perM3, { value: formatNumber(blast.powder_factor_kg_m3) })}</Text>
              <Text size="xs">{intl.formatMessage(text.perT, { value: formatNumber(blast.powder_factor_kg_t) })}</Text>
            </Stack>
          ),
        },
        { header: intl.formatMessage(text.tonsHauled), align: 'right', cell: (blast) => formatNumber(blast.muckpile.tons_hauled) },
        { header: intl.formatMessage(text.tonsRemaining), align: 'right', cell: (blast) => formatNumber(blast.muckpile.tons_remaining), td: { fw: 600 } },
      ]}
      actions={onEdit && ((blast) => <RecordActions label={labelOf(blast)} onEdit={() => onEdit(blast)} />)}
    />
  );
}
