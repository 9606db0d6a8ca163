/**
 * 'Add Role' and 'Edit Role': a custom role's label, name, description and grants. 'Start from' copies the
 * grants of another role (a built-in template or a custom role) to change from there.
 */
import { Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { normalGrants } from '@weighbridge/contract/permissions';
import { type RoleRecord, roleInputSchema } from '@weighbridge/contract/users';
import { useIntl } from 'react-intl';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftTextarea, DraftTextInput } from '../../components/draft-fields';
import { recordDraft } from '../../lib/record-draft';
import { useCreateRole } from './api/create-role';
import { useUpdateRole } from './api/update-role';
import { GrantsMatrix } from './grants-matrix';
import { errorText } from '../../app/api-client';
import { showSaveFailure } from '../../components/save-failure';
import { useKnownTexts } from '../../lib/known-texts';
import { useFieldLabels } from '../../lib/use-field-labels';
import { roleFieldMessages, roleFormMessages as text } from './messages';
import { useRoleTexts } from './role-texts';

const LABELS = FIELD_LABELS.roles;

/** A role name made from a label, as accounts refer to it: 'Weighbridge Clerk' gives 'weighbridge-clerk'. */
export function roleNameOf(label: string): string {
  const name = label
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+|-+$/g, '');
  return name.slice(0, 50);
}

type RoleFormModalProps = { role?: RoleRecord; roles: readonly RoleRecord[]; onClose: () => void };

const EMPTY_ROLE = { label: '', name: '', description: '', grants: [] as string[] };

export function RoleFormModal({ role, roles, onClose }: RoleFormModalProps) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const roleTexts = useRoleTexts();
  const catalogueForm = useCatalogueForm({
    record: role,
    draft: (record) => recordDraft(record, EMPTY_ROLE),
    schema: roleInputSchema,
    labels: LABELS,
    body: (draft) => draft,
    create: useCreateRole(),
    update: useUpdateRole(),
    updateOf: (record, values) => ({ name: record.name, role: values }),
    noun: 'Role',
    announcesSave: true,
    reportFailure: (error, failure) => showSaveFailure(knownText(errorText(error, intl.formatMessage(text.saveFailed))), failure),
    onClose,
  });
  // The inputs read the reader's language; the checks match messages to fields by the contract's labels.
  const labels = useFieldLabels(roleFieldMessages);
  const form = { ...catalogueForm, labels, title: intl.formatMessage(role ? text.editTitle : text.addTitle) };
  const { draft, errors, change } = form;
  // A new role's name follows its label until the name is typed by itself.
  const nameFollowsLabel = !role && draft.name === roleNameOf(draft.label);

  function startFrom(name: string) {
    const template = roles.find((candidate) => candidate.name === name);
    if (template) change({ grants: normalGrants(template.grants) });
  }

  return (
    <CatalogueFormModal form={form} size="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={labels.label}
          description={intl.formatMessage(text.labelHint)}
          required
          data-autofocus
          value={draft.label}
          error={errors.label}
          onChange={(event) => {
            const label = event.currentTarget.value;
            change(nameFollowsLabel ? { label, name: roleNameOf(label) } : { label });
          }}
        />
        <DraftTextInput form={form} field="name" description={intl.formatMessage(text.nameHint)} required />
      </SimpleGrid>
      <DraftTextarea form={form} field="description" autosize minRows={1} />
      <Group align="flex-end">
        <NativeSelect
          label={intl.formatMessage(text.startFrom)}
          description={intl.formatMessage(text.startFromHint)}
          data={[
            { value: '', label: intl.formatMessage(text.chooseRole) },
            ...roles.filter((other) => other.name !== role?.name).map((other) => ({ value: other.name, label: roleTexts.label(other.name, other.label) })),
          ]}
          value=""
          onChange={(event) => startFrom(event.currentTarget.value)}
        />
      </Group>
      <GrantsMatrix grants={draft.grants} onChange={(grants) => change({ grants })} />
      {errors.grants && (
        <Text size="sm" c="var(--app-danger-text)" role="alert">
          {errors.grants}
        </Text>
      )}
    </CatalogueFormModal>
  );
}
