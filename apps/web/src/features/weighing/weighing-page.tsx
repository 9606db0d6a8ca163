/**
 * /weighing, the Weighing Station (spec part 1 sections 2, 4, 5 and 8): tara and load weighings, on the
 * scale chosen for this screen (or its workstation's). A scale with an indicator shows its live weight, which Capture takes.
 */
import { Button, Grid, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import { loadRecordedMessage, WEIGHING_MESSAGES } from '@weighbridge/contract/weighing';
import { netWeightKg } from '@weighbridge/contract/weights';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { usePermissions } from '../../app/permissions/permission-context';
import { usePrintTicket } from '../../app/queries/print-ticket';
import { showToast } from '../../components/toast';
import { deepShade } from '../../lib/colour';
import { useFieldTexts } from '../../lib/field-texts';
import { useKnownTexts } from '../../lib/known-texts';
import { usePrintAfterLoad } from '../../lib/ticket-settings';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useCurrentTara } from './api/get-current-tara';
import { useVehicles } from '../../app/queries/vehicles';
import { useRecordLoad } from './api/record-load';
import { useRecordTara } from './api/record-tara';
import { useScaleLive } from './api/scale-live';
import { useCardVehicle } from './logic/card-vehicle';
import { CurrentTaraPanel } from './components/current-tara-panel';
import { LastTicketCard } from './components/last-ticket-card';
import { LiveWeightDisplay } from './components/live-weight-display';
import { LoadDetails } from './components/load-details';
import { ScaleSelect } from './components/scale-select';
import { WorkstationSelect } from './components/workstation-select';
import { TaraConfirmModal } from './components/tara-confirm-modal';
import { TicketOptions } from './components/ticket-options';
import { type TaraDeviation, taraDeviationToConfirm, taraReference } from './logic/tara-deviation';
import { VehiclePicker } from './components/vehicle-picker';
import {
  afterLiveWeight,
  afterScaleChosen,
  afterTaraRecorded,
  captureWeight,
  checkLoad,
  checkTara,
  chooseLoadingArea,
  EMPTY_WEIGHING_FORM,
  enteredWeightKg,
  typeWeight,
  WEIGHING_PROMPTS,
  type WeighingForm,
} from './logic/weighing-form';
import { useWeighingScale } from './logic/weighing-scale';
import { loadRecordedWithTicket, pageMessages as text, promptMessages, weightProblemMessages } from './messages';
import { WeightFields } from './components/weight-fields';

export function WeighingPage() {
  const [form, setForm] = useState<WeighingForm>(EMPTY_WEIGHING_FORM);
  // A tara far from the vehicle's known empty weight, waiting for the operator to confirm it.
  const [taraToConfirm, setTaraToConfirm] = useState<TaraDeviation | null>(null);
  const [lastTicket, setLastTicket] = useState<ScaleDocument | null>(null);
  const weightField = useRef<HTMLInputElement>(null);
  const intl = useIntl();
  // The rules, the contract and the server speak English; the operator reads the chosen language.
  const knownText = useKnownTexts(promptMessages, weightProblemMessages);
  // A server's refusal about a field ('Full Weight must be greater than zero') as well.
  const fieldText = useFieldTexts('scale-documents').say;
  const toast = (type: Parameters<typeof showToast>[0], message: string) => showToast(type, fieldText(knownText(message)));
  const vehicles = useVehicles();
  const currentTara = useCurrentTara(form.vehicleId);
  const recordTara = useRecordTara();
  const recordLoad = useRecordLoad();
  const { hasPermission } = usePermissions();
  // The menu hides this page from users who may not weigh; the buttons are guarded all the same.
  const mayRecord = hasPermission('scale.weighing.record');
  const mayType = hasPermission('scale.weighing.manual');
  const mayPrint = hasPermission('scale.documents.print');
  const printing = usePrintTicket();
  const [printAfterLoad, setPrintAfterLoad] = usePrintAfterLoad();
  const change = (patch: Partial<WeighingForm>) => setForm((current) => ({ ...current, ...patch }));
  const { enabledScales, scale, weighingScale, chooseScale, workstations, workstation, chooseWorkstation, failed: scalesFailed } = useWeighingScale();
  const cardVehicle = useCardVehicle((vehicleId) => chooseVehicle(vehicleId));
  const live = useScaleLive(weighingScale.scaleId, {
    onReading: (reading) => setForm((current) => afterLiveWeight(current, reading.weight_kg)),
    onCard: (card) => {
      change({ rfidCardNumber: card.card_number });
      void cardVehicle.findCardVehicle(card.card_number);
    },
  });

  useLoadFailure(vehicles.isError, () => showToast('error', intl.formatMessage(text.vehiclesFailed)));
  useLoadFailure(scalesFailed, () => showToast('error', intl.formatMessage(text.scalesFailed)));

  const tara = currentTara.data;
  const weightKg = enteredWeightKg(form.weight);
  const showLoadDetails = tara != null && weightKg !== null;
  const materialChosen = showLoadDetails && form.materialId !== null;
  const busy = recordTara.isPending || recordLoad.isPending;
  const vehicleOf = (vehicleId: number | null) => vehicles.data?.find((vehicle) => vehicle.vehicle_id === vehicleId);

  // A vehicle comes with its own driver; the operator may choose another for this load.
  function chooseVehicle(vehicleId: number | null) {
    change({ vehicleId, driverId: vehicleOf(vehicleId)?.assigned_driver_id ?? null });
  }

  function chooseScaleId(scaleId: number) {
    chooseScale(scaleId);
    setForm(afterScaleChosen);
  }

  function chooseWorkstationId(workstationId: number | null) {
    chooseWorkstation(workstationId);
    setForm(afterScaleChosen);
  }

  function submitTara() {
    const check = checkTara(form, weighingScale);
    if (!check.ok) return toast('warning', check.problem);
    const reference = taraReference(tara?.last_tara_weight_kg, vehicleOf(form.vehicleId)?.tare_weight_kg);
    const deviation = taraDeviationToConfirm(check.kg, reference);
    if (deviation) return setTaraToConfirm(deviation);
    sendTara();
  }

  // Once the dialog has gone the weight field has the focus again, unless the operator has moved on already.
  function giveBackWeightField() {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.closest('[role="dialog"]')) weightField.current?.focus();
  }

  function sendTara() {
    setTaraToConfirm(null);
    const check = checkTara(form, weighingScale);
    // The live weight may have moved while the dialog was open, taking the capture with it.
    if (!check.ok) return toast('warning', check.problem);
    recordTara.mutate(check.request, {
      onSuccess: (answer) => {
        toast('success', answer.message || WEIGHING_MESSAGES.taraRecorded);
        setForm(afterTaraRecorded);
      },
      onError: (error) => toast('error', errorText(error, intl.formatMessage(text.taraFailed))),
    });
  }

  // The server's success text names the ticket: read in the chosen language when it is the contract's.
  function loadRecordedText(message: string, documentNumber: string | null): string {
    if (!documentNumber || (message && message !== loadRecordedMessage(documentNumber))) return knownText(message || WEIGHING_MESSAGES.loadRecorded);
    return intl.formatMessage(loadRecordedWithTicket, { message: knownText(WEIGHING_MESSAGES.loadRecorded), number: documentNumber });
  }

  function submitLoad() {
    const check = checkLoad(form, tara, weighingScale);
    if (!check.ok) return toast('warning', check.problem);
    recordLoad.mutate(check.request, {
      onSuccess: (answer) => {
        showToast('success', loadRecordedText(answer.message, answer.data.document_number));
        if (answer.warning) toast('warning', answer.warning);
        setForm(EMPTY_WEIGHING_FORM);
        setLastTicket(answer.data);
        if (mayPrint && printAfterLoad) printing.mutate(answer.data);
      },
      onError: (error) => toast('error', errorText(error, intl.formatMessage(text.loadFailed))),
    });
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {intl.formatMessage(text.title)}
      </Title>
      <Group gap="md" align="flex-end">
        <WorkstationSelect workstations={workstations} workstationId={workstation?.workstation_id ?? null} onChange={chooseWorkstationId} />
        <ScaleSelect scales={enabledScales} scaleId={scale?.scale_id ?? null} onChange={chooseScaleId} />
      </Group>
      {scale && weighingScale.indicator && (
        <LiveWeightDisplay
          scaleName={scale.name}
          live={live}
          mayRecord={mayRecord}
          onCapture={(kg) => setForm((current) => captureWeight(current, kg))}
        />
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <VehiclePicker
                vehicles={vehicles.data ?? []}
                vehicleId={form.vehicleId}
                rfidCardNumber={form.rfidCardNumber}
                onVehicleChange={chooseVehicle}
                onRfidChange={(rfidCardNumber) => change({ rfidCardNumber })}
                cardVehicle={cardVehicle}
              />
              <WeightFields
                form={form}
                indicator={weighingScale.indicator}
                mayType={mayType}
                onChange={change}
                onTypingChange={(typing) => setForm((current) => typeWeight(current, typing))}
                inputRef={weightField}
              />
              <Textarea
                label={knownText(TICKET_FIELDS.notes)}
                placeholder={intl.formatMessage(text.notesPlaceholder)}
                value={form.notes}
                onChange={(event) => change({ notes: event.currentTarget.value })}
                autosize
                minRows={2}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <CurrentTaraPanel vehicleChosen={form.vehicleId !== null} tara={tara} failed={currentTara.isError} />
          </Paper>
        </Grid.Col>
      </Grid>
      {showLoadDetails && (
        <LoadDetails
          choices={form}
          netKg={netWeightKg(weightKg, tara.last_tara_weight_kg)}
          onChange={change}
          onLoadingAreaChange={(loadingAreaId) => setForm((current) => chooseLoadingArea(current, loadingAreaId))}
        />
      )}
      <Group justify="space-between" align="flex-start" gap="md">
        <Group align="flex-start" gap="md">
          <Stack gap={4}>
            <Button
              size="md"
              variant="outline"
              onClick={submitTara}
              disabled={!mayRecord || materialChosen || busy}
              loading={recordTara.isPending}
            >
              {intl.formatMessage(text.recordTara)}
            </Button>
            {materialChosen && (
              <Text size="sm" c="dimmed">
                {knownText(WEIGHING_PROMPTS.clearMaterial)}
              </Text>
            )}
          </Stack>
          <Button
            size="md"
            color={deepShade('green')}
            onClick={submitLoad}
            disabled={!mayRecord || busy}
            loading={recordLoad.isPending}
          >
            {intl.formatMessage(text.weighLoad)}
          </Button>
        </Group>
        {mayPrint && <TicketOptions printAfterLoad={printAfterLoad} onPrintAfterLoadChange={setPrintAfterLoad} />}
      </Group>
      {lastTicket && (
        <LastTicketCard
          ticket={lastTicket}
          print={mayPrint ? { loading: printing.isPending, onPrint: () => printing.mutate(lastTicket) } : undefined}
        />
      )}
      <TaraConfirmModal
        deviation={taraToConfirm}
        onConfirm={sendTara}
        onCancel={() => setTaraToConfirm(null)}
        onClosed={giveBackWeightField}
      />
    </Stack>
  );
}
