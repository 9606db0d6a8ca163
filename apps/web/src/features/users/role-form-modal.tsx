/**
 * 'Add Role' and 'Edit Role': a custom role's label, name, description and grants. 'Start from' copies the
 * grants of another role (a built-in template or a custom role) to change from there.
 */
import { Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { normalGrants } from '@weighbridge/contract/permissions';
import { type RoleRecord, roleInputSchema } from '@weighbridge/contract/users';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftTextarea, DraftTextInput } from '../../components/draft-fields';
import { recordDraft } from '../../lib/record-draft';
import { useCreateRole } from './api/create-role';
import { useUpdateRole } from './api/update-role';
import { GrantsMatrix } from './grants-matrix';
import { errorText } from '../../app/api-client';
import { showSaveFailure } from '../../components/save-failure';

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
  const form = useCatalogueForm({
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
    reportFailure: (error, failure) => showSaveFailure(errorText(error, failure.fallback), failure),
    onClose,
  });
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
          label={LABELS.label}
          description="How the role reads on the pages and in the header"
          required
          data-autofocus
          value={draft.label}
          error={errors.label}
          onChange={(event) => {
            const label = event.currentTarget.value;
            change(nameFollowsLabel ? { label, name: roleNameOf(label) } : { label });
          }}
        />
        <DraftTextInput form={form} field="name" description="Lower-case letters, digits, dashes and underscores" required />
      </SimpleGrid>
      <DraftTextarea form={form} field="description" autosize minRows={1} />
      <Group align="flex-end">
        <NativeSelect
          label="Start from"
          description="Copies the grants of a role; change them below"
          data={[{ value: '', label: 'Choose a role...' }, ...roles.filter((other) => other.name !== role?.name).map((other) => ({ value: other.name, label: other.label }))]}
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
