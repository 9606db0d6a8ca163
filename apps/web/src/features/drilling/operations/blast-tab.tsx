/**
 * The Blasts tab: the blasts fired in the chosen production days with what each broke (volume, tons, powder
 * factors) and its muckpile as the weighbridge sees it (tons hauled from the polygon since, tons remaining). A
 * blast is recorded with 'Record a blast', corrected with its edit button, and its report opened from its polygon.
 */
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Blast, Muckpile } from '@weighbridge/contract/blasts';
import { pagePath } from '@weighbridge/contract/page-paths';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLoadingAreas } from '../../../app/queries/loading-areas';
import { useMaterials } from '../../../app/queries/materials';
import { CatalogueTable } from '../../../components/catalogue-table';
import { LoadingNotice } from '../../../components/loading-notice';
import { RecordActions } from '../../../components/record-actions';
import { showToast } from '../../../components/toast';
import { useSiteTimeZone } from '../../../lib/site-time-zone';
import { useFormat } from '../../../lib/use-format';
import { useLoadFailure } from '../../../lib/use-load-failure';
import { useBlasts } from './api/get-blasts';
import { useDrillingOperators } from './api/get-drilling-operators';
import { useMuckpiles } from './api/get-muckpile';
import { BlastFormModal } from './blast-form';
import { blastMessages as text, drillingFieldMessages as field } from './messages';
import { type OperationsPeriod, periodToAsk } from './operations-period';
import { OperationsPeriodInputs } from './operations-period-inputs';

type Props = { period: OperationsPeriod; onPeriodChange: (period: OperationsPeriod) => void; mayRecord: boolean; mayEdit: boolean };

export function BlastTab({ period, onPeriodChange, mayRecord, mayEdit }: Props) {
  const intl = useIntl();
  const days = periodToAsk(period);
  const blasts = useBlasts(days ?? period, days !== null);
  const muckpiles = useMuckpiles((blasts.data ?? []).map((blast) => blast.blast_id));
  // The form's choices are loaded with the list, so that 'Record a blast' opens with them.
  useDrillingOperators();
  useLoadingAreas();
  useMaterials();
  const [open, setOpen] = useState<{ blast?: Blast } | null>(null);
  useLoadFailure(blasts.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-start" gap="sm">
          <OperationsPeriodInputs period={period} onChange={onPeriodChange} />
        </Group>
        {mayRecord && (
          <Button size="md" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpen({})}>
            {intl.formatMessage(text.recordBlast)}
          </Button>
        )}
      </Group>
      {blasts.isPending && days && <LoadingNotice />}
      {blasts.data && (
        <section aria-label={intl.formatMessage(text.blasts)}>
          <Title order={3} size="h4" mb="sm">
            {intl.formatMessage(text.blasts)}
          </Title>
          <Paper withBorder radius="md">
            <BlastsTable blasts={blasts.data} muckpiles={muckpiles} onEdit={mayEdit ? (blast) => setOpen({ blast }) : undefined} />
          </Paper>
        </section>
      )}
      {open && <BlastFormModal record={open.blast} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

type TableProps = { blasts: readonly Blast[]; muckpiles: ReadonlyMap<number, Muckpile>; onEdit: ((blast: Blast) => void) | undefined };

function BlastsTable({ blasts, muckpiles, onEdit }: TableProps) {
  const intl = useIntl();
  const timeZone = useSiteTimeZone();
  const { formatNumber, formatDateTime } = useFormat();
  const labelOf = (blast: Blast) => intl.formatMessage(text.recordLabel, { polygon: blast.polygon_code, firedAt: formatDateTime(blast.fired_at, timeZone) });
  const muckpileFigure = (blast: Blast, figure: 'tons_hauled' | 'tons_remaining') => {
    const muckpile = muckpiles.get(blast.blast_id);
    return muckpile ? formatNumber(muckpile[figure]) : formatNumber(null);
  };
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
        { header: intl.formatMessage(text.tonsHauled), align: 'right', cell: (blast) => muckpileFigure(blast, 'tons_hauled') },
        { header: intl.formatMessage(text.tonsRemaining), align: 'right', cell: (blast) => muckpileFigure(blast, 'tons_remaining'), td: { fw: 600 } },
      ]}
      actions={onEdit && ((blast) => <RecordActions label={labelOf(blast)} onEdit={() => onEdit(blast)} />)}
    />
  );
}
