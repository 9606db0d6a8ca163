/**
 * /production/material-processing: the stockpiles. The piles with their balance at the end of a chosen day; a
 * new pile, and a pile edited or deleted (the server refuses the delete of a pile with movements, and says why);
 * a dispatch or a transfer between two piles of one product; a survey, answered with its variance against the
 * book; the balances of a period beside each product's weighed outbound loads; and a pile's movements.
 */
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { quickRange, siteDay } from '@weighbridge/contract/date-ranges';
import type { StockpileBalance } from '@weighbridge/contract/stockpiles';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { usePermissions } from '../../app/permissions/permission-context';
import { EndDayInput, StartDayInput } from '../../components/day-range-inputs';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { SiteDayInput } from '../../components/site-day-input';
import { showToast } from '../../components/toast';
import { dateRangeProblem } from '../../lib/date-range';
import { useKnownTexts } from '../../lib/known-texts';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useStockpileBalances } from './api/get-stockpile-balances';
import { useDeleteStockpile } from './api/save-stockpile';
import { stockpilePageMessages as text, stockpileRowMessages } from './messages';
import { MovementFormModal } from './stockpile-movement-form';
import { StockpileFormModal } from './stockpile-form';
import { StockpileMovementsModal } from './stockpile-movements';
import { SurveyFormModal } from './stockpile-survey-form';
import { PeriodBalanceTable, pileName, PileTable, WeighedOutboundTable } from './stockpile-tables';

/** The pile dialog opens a new pile, or edits the one it names. */
type Dialog = { kind: 'pile'; pile?: StockpileBalance } | { kind: 'movement' } | { kind: 'survey'; pile: StockpileBalance } | { kind: 'movements'; pile: StockpileBalance };

export function StockpilesPage() {
  const intl = useIntl();
  const mayRecord = usePermissions().hasPermission('production.material-processing.record');
  const timeZone = useSiteTimeZone();
  const today = siteDay(new Date(), timeZone);
  const [chosenDay, setDay] = useState(today);
  // A cleared date input shows today again rather than nothing.
  const day = chosenDay || today;
  const piles = useStockpileBalances({ from: day, to: day });
  const [range, setRange] = useState(() => quickRange('month', new Date(), timeZone));
  const problem = dateRangeProblem(range);
  const [asked, setAsked] = useState(range);
  if (!problem && range.startDate && range.endDate && (asked.startDate !== range.startDate || asked.endDate !== range.endDate)) setAsked(range);
  const period = useStockpileBalances({ from: asked.startDate, to: asked.endDate });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  useLoadFailure(piles.isError || period.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));
  const close = () => setDialog(null);
  const knownText = useKnownTexts();
  const deletePile = useDeleteStockpile();

  function confirmDelete(pile: StockpileBalance) {
    if (!window.confirm(intl.formatMessage(stockpileRowMessages.deleteQuestion, { pile: pileName(pile) }))) return;
    deletePile.mutate(pile.stockpile_id, {
      onSuccess: () => showToast('success', intl.formatMessage(text.pileDeleted)),
      onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.pileDeleteFailed)))),
    });
  }

  return (
    <>
      <PageToolbar title={intl.formatMessage(text.title)}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} disabled={!mayRecord} onClick={() => setDialog({ kind: 'pile' })}>
          {intl.formatMessage(text.newPile)}
        </Button>
        <Button variant="light" disabled={!mayRecord || (piles.data?.stockpiles.length ?? 0) === 0} onClick={() => setDialog({ kind: 'movement' })}>
          {intl.formatMessage(text.recordMovement)}
        </Button>
      </PageToolbar>
      <Stack gap="lg">
        <section aria-label={intl.formatMessage(text.piles)}>
          <Group justify="space-between" align="flex-end" mb="sm">
            <Title order={3} size="h4">
              {intl.formatMessage(text.piles)}
            </Title>
            <SiteDayInput label={intl.formatMessage(text.balanceOn)} value={chosenDay} onChange={setDay} />
          </Group>
          {piles.isPending && <LoadingNotice />}
          {piles.data && (
            <Paper withBorder radius="md">
              <PileTable
                piles={piles.data.stockpiles}
                onMovements={(pile) => setDialog({ kind: 'movements', pile })}
                onSurvey={mayRecord ? (pile) => setDialog({ kind: 'survey', pile }) : undefined}
                onEdit={mayRecord ? (pile) => setDialog({ kind: 'pile', pile }) : undefined}
                onDelete={mayRecord ? confirmDelete : undefined}
              />
            </Paper>
          )}
        </section>
        <section aria-label={intl.formatMessage(text.balancesTitle)}>
          <Group justify="space-between" align="flex-start" mb="sm">
            <Title order={3} size="h4">
              {intl.formatMessage(text.balancesTitle)}
            </Title>
            <Group align="flex-start" gap="sm">
              <StartDayInput range={range} onChange={(startDate) => setRange({ ...range, startDate })} />
              <EndDayInput range={range} error={problem} onChange={(endDate) => setRange({ ...range, endDate })} />
            </Group>
          </Group>
          {period.isPending && <LoadingNotice />}
          {period.data && (
            <Stack gap="md">
              <Paper withBorder radius="md">
                <PeriodBalanceTable piles={period.data.stockpiles} />
              </Paper>
              <Title order={4} size="h5">
                {intl.formatMessage(text.weighedTitle)}
              </Title>
              <Paper withBorder radius="md">
                <WeighedOutboundTable products={period.data.products} />
              </Paper>
            </Stack>
          )}
        </section>
      </Stack>
      {dialog?.kind === 'pile' && <StockpileFormModal pile={dialog.pile} onClose={close} />}
      {dialog?.kind === 'movement' && piles.data && <MovementFormModal piles={piles.data.stockpiles} onClose={close} />}
      {dialog?.kind === 'survey' && <SurveyFormModal pile={dialog.pile} onClose={close} />}
      {dialog?.kind === 'movements' && <StockpileMovementsModal pile={dialog.pile} piles={piles.data?.stockpiles ?? []} onClose={close} />}
    </>
  );
}
