/**
 * The site's shifts: when its production day starts and the named shifts that cut it, in the order they are
 * worked. Checked against the contract's schema, which the server checks with too: a problem of one shift is
 * shown on its row, one of the whole pattern (a gap, an overlap) under the list.
 */
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { labelled } from '@weighbridge/contract/field-labels';
import { MAX_SHIFTS, type Shift, type ShiftPattern, shiftPatternSchema } from '@weighbridge/contract/shifts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { showToast } from '../../components/toast';
import { type FieldTexts, fieldTextsOf, useFieldTexts } from '../../lib/field-texts';
import { useSaveShifts } from './api/shifts';
import { shiftMessages as text, siteFieldMessages, siteSavedMessages } from './messages';

/** A shift's fields as the form's messages name them, as the server's do. */
const SHIFT_LABELS: Record<keyof Shift, string> = { name: text.name.defaultMessage, start: text.start.defaultMessage, end: text.end.defaultMessage };

type Problems = { dayStart?: string; pattern?: string; rows: Partial<Record<keyof Shift, string>>[] };

/**
 * The schema's messages, each where it belongs: on the day's start, on a shift's field, or on the whole list,
 * said by the site's field texts or a shift's.
 */
function problemsOf(pattern: ShiftPattern, site: Pick<FieldTexts, 'labels' | 'say'>, shift: Pick<FieldTexts, 'say'>): Problems | undefined {
  const result = shiftPatternSchema.safeParse(pattern);
  if (result.success) return undefined;
  const problems: Problems = { rows: pattern.shifts.map(() => ({})) };
  for (const issue of result.error.issues) {
    const [field, row, rowField] = issue.path;
    if (field === 'dayStart') problems.dayStart ??= site.say(labelled(site.labels, 'dayStart', issue.message));
    else if (typeof row === 'number' && typeof rowField === 'string' && rowField in SHIFT_LABELS) {
      const key = rowField as keyof Shift;
      problems.rows[row]![key] ??= shift.say(`${SHIFT_LABELS[key]} ${issue.message}`);
    } else problems.pattern ??= site.say(labelled(site.labels, 'shifts', issue.message));
  }
  return problems;
}

export function ShiftsForm({ pattern }: { pattern: ShiftPattern }) {
  const intl = useIntl();
  const siteTexts = useFieldTexts('site');
  const shiftTexts = fieldTextsOf(intl, SHIFT_LABELS, { name: intl.formatMessage(text.name), start: intl.formatMessage(text.start), end: intl.formatMessage(text.end) });
  const [draft, setDraft] = useState(pattern);
  const [problems, setProblems] = useState<Problems>();
  const saving = useSaveShifts();

  function change(next: ShiftPattern) {
    setDraft(next);
    setProblems(undefined);
  }
  const changeShift = (index: number, patch: Partial<Shift>) =>
    change({ ...draft, shifts: draft.shifts.map((shift, at) => (at === index ? { ...shift, ...patch } : shift)) });

  /** A new shift starts where the last one ends; the last one then ends at the day's start, for the user to move. */
  function addShift() {
    const last = draft.shifts.at(-1);
    change({ ...draft, shifts: [...draft.shifts, { name: '', start: last?.end ?? draft.dayStart, end: draft.dayStart }] });
  }

  async function save() {
    const found = problemsOf(draft, siteTexts, shiftTexts);
    if (found) return setProblems(found);
    try {
      await saving.mutateAsync(draft);
      showToast('success', intl.formatMessage(siteSavedMessages.shiftsSaved));
    } catch (error) {
      showToast('error', siteTexts.say(errorText(error, intl.formatMessage(text.saveFailed))));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="form" aria-label={intl.formatMessage(text.title)} onSubmit={(event) => (event.preventDefault(), void save())}>
      <Title order={3} size="h4" mb="xs">
        {intl.formatMessage(text.title)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {intl.formatMessage(text.text)}
      </Text>
      <Stack gap="sm">
        <TextInput
          type="time"
          label={intl.formatMessage(siteFieldMessages.dayStart)}
          value={draft.dayStart}
          onChange={(event) => change({ ...draft, dayStart: event.currentTarget.value })}
          error={problems?.dayStart}
          w={200}
        />
        {draft.shifts.map((shift, index) => (
          // Rows are edited in place and removed by position: the position is their identity.
          <Group key={index} align="flex-start" gap="sm" role="group" aria-label={intl.formatMessage(text.shift, { number: index + 1 })}>
            <TextInput
              label={intl.formatMessage(text.name)}
              value={shift.name}
              onChange={(event) => changeShift(index, { name: event.currentTarget.value })}
              error={problems?.rows[index]?.name}
              maxLength={40}
              required
              flex={1}
              miw={140}
            />
            <TextInput type="time" label={intl.formatMessage(text.start)} value={shift.start} onChange={(event) => changeShift(index, { start: event.currentTarget.value })} error={problems?.rows[index]?.start} w={130} />
            <TextInput type="time" label={intl.formatMessage(text.end)} value={shift.end} onChange={(event) => changeShift(index, { end: event.currentTarget.value })} error={problems?.rows[index]?.end} w={130} />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={intl.formatMessage(text.remove, { shift: shift.name || String(index + 1) })}
              disabled={draft.shifts.length === 1}
              onClick={() => change({ ...draft, shifts: draft.shifts.filter((_, at) => at !== index) })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {problems?.pattern && (
          <Alert color="red" role="alert">
            {problems.pattern}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={addShift} disabled={draft.shifts.length >= MAX_SHIFTS}>
            {intl.formatMessage(text.add)}
          </Button>
          <Button type="submit" loading={saving.isPending}>
            {intl.formatMessage(text.save)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
