/**
 * The Add/Edit dialog of an operator: the name, each competency held (drill operator, shotfirer) with the last day
 * its certificate is valid, and whether the operator is in use; taking one out of use keeps their logs and blasts.
 */
import { Checkbox, Group, Text, TextInput } from '@mantine/core';
import { COMPETENCY_KINDS, COMPETENCY_LABELS, type CompetencyKind, type DrillingOperator, drillingOperatorInputSchema, OPERATOR_STATUSES } from '@weighbridge/contract/drilling-operators';
import { useIntl } from 'react-intl';
import { errorText } from '../../../app/api-client';
import { CatalogueFormModal, useCatalogueForm } from '../../../components/catalogue-form';
import { DraftNativeSelect, DraftTextInput } from '../../../components/draft-fields';
import { showToast } from '../../../components/toast';
import { knownTextMessage } from '../../../lib/contract-messages';
import { useKnownTexts } from '../../../lib/known-texts';
import { useCreateDrillingOperator } from './api/create-drilling-operator';
import { useUpdateDrillingOperator } from './api/update-drilling-operator';
import { operatorMessages as text } from './messages';

/** Each competency: held or not, and its last day 'YYYY-MM-DD' ('' while not typed). */
type CompetencyDrafts = Record<CompetencyKind, { held: boolean; expiresOn: string }>;

type OperatorDraft = { name: string; competencies: CompetencyDrafts; status: DrillingOperator['status'] };

function operatorDraft(operator: DrillingOperator | undefined): OperatorDraft {
  const competencies = Object.fromEntries(
    COMPETENCY_KINDS.map((kind) => {
      const held = operator?.competencies.find((competency) => competency.kind === kind);
      return [kind, { held: Boolean(held), expiresOn: held?.expires_on ?? '' }];
    }),
  ) as CompetencyDrafts;
  return { name: operator?.name ?? '', competencies, status: operator?.status ?? 'active' };
}

type Props = { record?: DrillingOperator; onClose: () => void };

export function OperatorFormModal({ record, onClose }: Props) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const form = useCatalogueForm({
    record,
    draft: operatorDraft,
    schema: drillingOperatorInputSchema,
    fields: 'drilling',
    body: (draft) => ({
      name: draft.name,
      competencies: COMPETENCY_KINDS.filter((kind) => draft.competencies[kind].held).map((kind) => ({ kind, expires_on: draft.competencies[kind].expiresOn })),
      status: draft.status,
    }),
    create: useCreateDrillingOperator(),
    update: useUpdateDrillingOperator(),
    updateOf: (operator, values) => ({ operatorId: operator.operator_id, operator: values }),
    noun: text.noun,
    announcesSave: true,
    reportFailure: (error, { fallback }) => showToast('error', knownText(errorText(error, fallback))),
    onClose,
  });
  const setCompetency = (kind: CompetencyKind, patch: Partial<CompetencyDrafts[CompetencyKind]>) =>
    form.change({ competencies: { ...form.draft.competencies, [kind]: { ...form.draft.competencies[kind], ...patch } } });
  return (
    <CatalogueFormModal form={form}>
      <DraftTextInput form={form} field="name" size="md" data-autofocus required />
      {COMPETENCY_KINDS.map((kind) => {
        const name = intl.formatMessage(knownTextMessage(COMPETENCY_LABELS[kind]));
        const competency = form.draft.competencies[kind];
        return (
          <Group key={kind} align="flex-end" wrap="nowrap" gap="md">
            <Checkbox
              size="md"
              mb={10}
              style={{ flex: 1 }}
              label={intl.formatMessage(text.holds, { kind: name })}
              checked={competency.held}
              onChange={(event) => setCompetency(kind, { held: event.currentTarget.checked })}
            />
            <TextInput
              type="date"
              size="md"
              style={{ flex: 1 }}
              label={intl.formatMessage(text.expiresOn, { kind: name })}
              disabled={!competency.held}
              required={competency.held}
              value={competency.expiresOn}
              onChange={(event) => setCompetency(kind, { expiresOn: event.currentTarget.value })}
            />
          </Group>
        );
      })}
      {form.errors.competencies && (
        <Text size="sm" c="red">
          {form.errors.competencies}
        </Text>
      )}
      <DraftNativeSelect
        form={form}
        field="status"
        size="md"
        data={OPERATOR_STATUSES.map((status) => ({ value: status, label: intl.formatMessage(status === 'active' ? text.active : text.inactive) }))}
      />
    </CatalogueFormModal>
  );
}
