/**
 * /drilling/operations/blasts/{id}/report: one blast's report, to print on the office printer with the browser's
 * own Print (the shell and the buttons are left off the paper): every field of the blast, its explosives, the
 * muckpile's figures as weighed so far, and the shotfirer's name with a line to sign on. It is a page of the web
 * app rather than a PDF of the server so that it reads in the reader's language, as every page does, and shows the
 * muckpile as it stands when it is printed.
 */
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { LoadingNotice } from '../../../components/loading-notice';
import { showToast } from '../../../components/toast';
import { useSiteTimeZone } from '../../../lib/site-time-zone';
import { useFormat } from '../../../lib/use-format';
import { useLoadFailure } from '../../../lib/use-load-failure';
import { useBlast } from './api/get-blast';
import { useMuckpile } from './api/get-muckpile';
import { BlastFigureGrid } from './blast-figures';
import classes from './blast-report.module.css';
import { blastMessages, blastReportMessages as text, drillingFieldMessages as field } from './messages';

export function BlastReportPage() {
  const intl = useIntl();
  const blastId = Number(useParams().blastId);
  const blast = useBlast(blastId);
  const muckpile = useMuckpile(blastId);
  const timeZone = useSiteTimeZone();
  const { formatNumber, formatDateTime } = useFormat();
  useLoadFailure(blast.isError || muckpile.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));

  const back = (
    <Group justify="space-between" mb="md" className={classes.screenOnly}>
      <Anchor component={Link} to={PAGE_PATHS.drillingOperations}>
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {intl.formatMessage(text.back)}
        </Group>
      </Anchor>
      <Button size="md" leftSection={<IconPrinter size={18} aria-hidden />} disabled={!blast.data || !muckpile.data} onClick={() => window.print()}>
        {intl.formatMessage(text.print)}
      </Button>
    </Group>
  );
  if (!blast.data || !muckpile.data) {
    return (
      <>
        {back}
        {(blast.isPending || muckpile.isPending) && <LoadingNotice />}
      </>
    );
  }
  const shot = blast.data;
  const pile = muckpile.data;
  const rows: [string, string][] = [
    [intl.formatMessage(field.fired_at), formatDateTime(shot.fired_at, timeZone)],
    [intl.formatMessage(field.polygon_id), `${shot.polygon_code} · ${shot.area_name}`],
    [intl.formatMessage(field.burden_m), formatNumber(shot.burden_m)],
    [intl.formatMessage(field.spacing_m), formatNumber(shot.spacing_m)],
    [intl.formatMessage(field.bench_height_m), formatNumber(shot.bench_height_m)],
    [intl.formatMessage(field.hole_diameter_mm), formatNumber(shot.hole_diameter_mm)],
    [intl.formatMessage(field.subdrill_m), formatNumber(shot.subdrill_m)],
    [intl.formatMessage(field.holes_charged), formatNumber(shot.holes_charged)],
    [intl.formatMessage(field.detonators), formatNumber(shot.detonators)],
    [intl.formatMessage(field.misfires), formatNumber(shot.misfires)],
    [intl.formatMessage(field.vibration_mm_s), formatNumber(shot.vibration_mm_s)],
    [intl.formatMessage(text.material), intl.formatMessage(blastMessages.densityOf, { material: shot.material_name, density: formatNumber(shot.density_kg_m3) })],
    [intl.formatMessage(text.recordedBy), shot.recorded_by ?? formatNumber(null)],
    [intl.formatMessage(field.notes), shot.notes ?? formatNumber(null)],
  ];
  return (
    <>
      {back}
      <Paper withBorder radius="md" p="lg" className={classes.sheet}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {intl.formatMessage(text.title, { polygon: shot.polygon_code, area: shot.area_name })}
          </Title>
          <SimpleGrid cols={2} spacing="lg">
            <Table withRowBorders verticalSpacing={4} aria-label={intl.formatMessage(field.blast_id)}>
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th scope="row" w="45%">
                      {label}
                    </Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Stack gap="md">
              <Table withRowBorders verticalSpacing={4} aria-label={intl.formatMessage(text.explosives)}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{intl.formatMessage(blastMessages.product)}</Table.Th>
                    <Table.Th ta="right">{intl.formatMessage(blastMessages.kg)}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shot.explosives.map((explosive) => (
                    <Table.Tr key={explosive.product}>
                      <Table.Td>{explosive.product}</Table.Td>
                      <Table.Td ta="right">{formatNumber(explosive.kg)}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Th scope="row">{intl.formatMessage(text.total)}</Table.Th>
                    <Table.Td ta="right" fw={700}>
                      {formatNumber(shot.explosives_kg)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              <BlastFigureGrid
                cols={2}
                figures={[
                  { label: intl.formatMessage(blastMessages.volume), value: formatNumber(shot.volume_m3) },
                  { label: intl.formatMessage(blastMessages.tonsBroken), value: formatNumber(shot.tons_broken) },
                  { label: intl.formatMessage(blastMessages.powderFactorM3), value: formatNumber(shot.powder_factor_kg_m3) },
                  { label: intl.formatMessage(blastMessages.powderFactorT), value: formatNumber(shot.powder_factor_kg_t) },
                ]}
              />
            </Stack>
          </SimpleGrid>
          <section aria-label={intl.formatMessage(blastMessages.muckpile)}>
            <Title order={3} size="h4">
              {intl.formatMessage(blastMessages.muckpile)}
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {pile.next_fired_at ? intl.formatMessage(text.hauledUntil, { moment: formatDateTime(pile.next_fired_at, timeZone) }) : intl.formatMessage(text.hauledSoFar)}
            </Text>
            <BlastFigureGrid
              figures={[
                { label: intl.formatMessage(blastMessages.tonsBroken), value: formatNumber(pile.tons_broken) },
                { label: intl.formatMessage(blastMessages.tonsHauled), value: formatNumber(pile.tons_hauled), testId: 'report-tons-hauled' },
                { label: intl.formatMessage(blastMessages.tonsRemaining), value: formatNumber(pile.tons_remaining), testId: 'report-tons-remaining' },
                { label: intl.formatMessage(blastMessages.loads), value: formatNumber(pile.loads) },
                { label: intl.formatMessage(blastMessages.powderFactorHauled), value: formatNumber(pile.powder_factor_kg_per_hauled_t) },
              ]}
            />
          </section>
          <SimpleGrid cols={3} spacing="lg" mt="lg">
            <div>
              <Text size="xs" c="dimmed">
                {intl.formatMessage(text.shotfirer)}
              </Text>
              <Text fw={600}>{shot.shotfirer_name}</Text>
            </div>
            <div>
              <div className={classes.signature} />
              <Text size="xs" c="dimmed">
                {intl.formatMessage(text.signature)}
              </Text>
            </div>
            <div>
              <div className={classes.signature} />
              <Text size="xs" c="dimmed">
                {intl.formatMessage(text.date)}
              </Text>
            </div>
          </SimpleGrid>
        </Stack>
      </Paper>
    </>
  );
}
