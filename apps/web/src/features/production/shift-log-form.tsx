/**
 * The form of one shift log. The weighed feed is shown as the weighbridge has it, beside an optional typed feed
 * and its reason; the hour meter's readings give the running hours; the output per product and pile, energy and
 * notes follow, and the plant's downtime comes from the Stop Counter. Enter saves. Sign (after a confirmation)
 * saves and fixes the log; a signed log is read only and changes by Amend, with its reason, listed in its audit.
 */
import { Badge, Button, Group, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { MAX_HOUR_METER, MAX_SHIFT_AMOUNT, type ShiftLog, shiftLogAmendmentSchema, shiftLogValuesSchema } from '@weighbridge/contract/shift-logs';
import { type FormEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { useMaterials } from '../../app/queries/materials';
import { showToast } from '../../components/toast';
import { useFieldTexts } from '../../lib/field-texts';
import { checkForm } from '../../lib/form-check';
import { useKnownTexts } from '../../lib/known-texts';
import { useNumberInputFormat } from '../../lib/number-input';
import { useFormat } from '../../lib/use-format';
import { useFormDraft } from '../../lib/use-form-draft';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useStockpiles } from './api/get-stockpiles';
import { useAmendShiftLog, useRecordShiftLog, useSignShiftLog, useUpdateShiftLog } from './api/save-shift-log';
import { shiftLogFormMessages as text } from './messages';
import { ShiftLogAudit } from './shift-log-audit';
import { draftOfLog, runningHoursOf, shiftLogRuleProblems, valuesOfDraft } from './shift-log-draft';
import { ShiftLogDowntime } from './shift-log-downtime';
import { ShiftLogOutputs } from './shift-log-outputs';
import type { ShiftLogPermissions } from './shift-log-page';
import { SignShiftLogModal } from './sign-shift-log-modal';

type ShiftLogFormProps = { log: ShiftLog; may: ShiftLogPermissions; onClose: () => void };

export function ShiftLogForm({ log, may, onClose }: ShiftLogFormProps) {
  const intl = useIntl();
  const formats = useFormat();
  const timeZone = useSiteTimeZone();
  const numbers = useNumberInputFormat();
  const knownText = useKnownTexts();
  const texts = useFieldTexts('production');
  const { draft, errors, change, setErrors } = useFormDraft(draftOfLog(log));
  const [amending, setAmending] = useState(false);
  const [confirmingSign, setConfirmingSign] = useState(false);
  const record = useRecordShiftLog();
  const update = useUpdateShiftLog();
  const sign = useSignShiftLog();
  const amend = useAmendShiftLog();
  const materials = useMaterials().data;
  const stockpiles = useStockpiles().data ?? [];
  const signed = log.status === 'signed';
  const editable = signed ? amending : may.record;
  const busy = record.isPending || update.isPending || sign.isPending || amend.isPending;
  // The products are the materials with a size fraction; one a log already names stays offered.
  const products = (materials ?? []).filter((material) => material.size_to_mm !== null || log.outputs.some((output) => output.material_id === material.material_id));
  const runningHours = runningHoursOf(draft.hour_meter_start, draft.hour_meter_end);
  const fail = (error: unknown, fallback: MessageDescriptor) => showToast('error', knownText(errorText(error, intl.formatMessage(fallback))));

  /** The values checked as the server checks them, or undefined with the messages under their fields. */
  function checkedValues() {
    const body = valuesOfDraft(draft);
    const check = amending ? checkForm(shiftLogAmendmentSchema, { ...body, amendment_reason: draft.amendment_reason }, texts) : checkForm(shiftLogValuesSchema, body, texts);
    const rules = Object.fromEntries(Object.entries(shiftLogRuleProblems(body)).map(([field, message]) => [field, knownText(message)]));
    const problems = { ...rules, ...(check.ok ? {} : check.errors) };
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return undefined;
    }
    return check.ok ? check.values : undefined;
  }

  /** Records the shift's first log or changes the open one; the log as saved. */
  async function saveOpen(): Promise<ShiftLog | undefined> {
    const values = checkedValues();
    if (!values) return undefined;
    if (log.log_id === null) return record.mutateAsync({ plant_id: log.plant_id, production_day: log.production_day, shift_name: log.shift_name, ...values });
    return update.mutateAsync({ logId: log.log_id, values });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editable || busy) return;
    try {
      if (amending) {
        const values = checkedValues();
        if (!values || log.log_id === null) return;
        await amend.mutateAsync({ logId: log.log_id, amendment: { ...values, amendment_reason: draft.amendment_reason } });
        showToast('success', intl.formatMessage(text.amendedToast));
      } else if (await saveOpen()) showToast('success', intl.formatMessage(text.saved));
    } catch (error) {
      fail(error, text.saveFailed);
    }
  }

  async function signLog() {
    try {
      // What is on the form is what is signed: it is saved first by one who may record.
      const saved = may.record ? await saveOpen() : log;
      // A form the check refuses shows its messages: the confirmation gives way to them.
      if (!saved?.log_id) return setConfirmingSign(false);
      await sign.mutateAsync(saved.log_id);
      setConfirmingSign(false);
      showToast('success', intl.formatMessage(text.signedToast));
    } catch (error) {
      setConfirmingSign(false);
      fail(error, text.signFailed);
    }
  }

  const numberField = (field: 'hour_meter_start' | 'hour_meter_end' | 'feed_tons_typed' | 'energy_kwh', max: number) => (
    <NumberInput
      // The supervisor starts with the hour meter: the dialog opens on it.
      data-autofocus={field === 'hour_meter_start' && editable ? true : undefined}
      label={texts.shown[field]}
      error={errors[field]}
      readOnly={!editable}
      variant={editable ? 'default' : 'filled'}
      {...numbers}
      min={0}
      max={max}
      decimalScale={2}
      hideControls
      value={draft[field]}
      onChange={(value) => change({ [field]: value })}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={intl.formatMessage(text.title, { plant: log.plant_name, day: formats.formatCalendarDate(log.production_day), shift: log.shift_name })}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {intl.formatMessage(text.window, { start: formats.formatDateTime(log.shift_start, timeZone), end: formats.formatDateTime(log.shift_end, timeZone) })}
          </Text>
          <Badge variant="light" color={signed ? 'green' : log.log_id === null ? 'gray' : 'orange'}>
            {intl.formatMessage(signed ? text.signed : log.log_id === null ? text.draft : text.open)}
          </Badge>
        </Group>
        {signed && !amending && (
          <Text size="sm" role="note">
            {intl.formatMessage(text.readOnly)}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {numberField('hour_meter_start', MAX_HOUR_METER)}
          {numberField('hour_meter_end', MAX_HOUR_METER)}
          <TextInput label={intl.formatMessage(text.hoursSection)} readOnly tabIndex={-1} variant="filled" value={runningHours === null ? '—' : intl.formatMessage(text.runningHoursValue, { hours: formats.formatNumber(runningHours) })} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={intl.formatMessage(text.weighedFeed)}
            description={intl.formatMessage(text.weighedFeedHint)}
            readOnly
            // Worked out, not typed: the Tab key passes over it and the running hours to the next input.
            tabIndex={-1}
            variant="filled"
            value={intl.formatMessage(text.weighedFeedValue, { tons: formats.formatTons(log.feed_tons_weighed * 1000), loads: log.feed_loads })}
          />
          {numberField('feed_tons_typed', MAX_SHIFT_AMOUNT)}
          <TextInput
            label={texts.shown.feed_correction_reason}
            error={errors.feed_correction_reason}
            readOnly={!editable}
            variant={editable ? 'default' : 'filled'}
            required={draft.feed_tons_typed !== ''}
            value={draft.feed_correction_reason}
            onChange={(event) => change({ feed_correction_reason: event.currentTarget.value })}
          />
        </SimpleGrid>
        <ShiftLogOutputs
          outputs={draft.outputs}
          products={products}
          stockpiles={stockpiles}
          readOnly={!editable}
          error={errors.outputs}
          onChange={(outputs) => change({ outputs })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {numberField('energy_kwh', MAX_SHIFT_AMOUNT)}
          <Textarea
            label={texts.shown.notes}
            error={errors.notes}
            readOnly={!editable}
            variant={editable ? 'default' : 'filled'}
            autosize
            minRows={1}
            style={{ gridColumn: 'span 2' }}
            value={draft.notes}
            onChange={(event) => change({ notes: event.currentTarget.value })}
          />
        </SimpleGrid>
        <ShiftLogDowntime log={log} />
        {signed && <ShiftLogAudit log={log} />}
        {amending && (
          <TextInput
            label={texts.shown.amendment_reason}
            error={errors.amendment_reason}
            required
            data-autofocus
            value={draft.amendment_reason}
            onChange={(event) => change({ amendment_reason: event.currentTarget.value })}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={amending ? () => setAmending(false) : onClose} disabled={busy}>
            {intl.formatMessage(amending ? text.cancel : text.close)}
          </Button>
          {!signed && (
            <>
              <Button type="submit" disabled={!may.record || busy}>
                {intl.formatMessage(busy ? text.saving : text.save)}
              </Button>
              <Button color="green" disabled={!may.sign || (log.log_id === null && !may.record) || busy} onClick={() => setConfirmingSign(true)}>
                {intl.formatMessage(text.sign)}
              </Button>
            </>
          )}
          {signed && !amending && (
            <Button disabled={!may.amend} onClick={() => setAmending(true)}>
              {intl.formatMessage(text.amend)}
            </Button>
          )}
          {amending && (
            <Button type="submit" disabled={busy}>
              {intl.formatMessage(busy ? text.saving : text.saveAmendment)}
            </Button>
          )}
        </Group>
      </Stack>
      {confirmingSign && <SignShiftLogModal signing={busy} onConfirm={() => void signLog()} onClose={() => setConfirmingSign(false)} />}
    </form>
  );
}
