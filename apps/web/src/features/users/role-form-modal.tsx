/**
 * 'Add Role' and 'Edit Role': a custom role's label, name, description and grants. 'Start from' copies the
 * grants of another role (a built-in template or a custom role) to change from there.
 */
import { Group, NativeSelect, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { normalGrants } from '@weighbridge/contract/permissions';
import { type RoleRecord, roleInputSchema } from '@weighbridge/contract/users';
import { errorText } from '../../app/api-client';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { checkForm, fieldNamedBy } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { useCreateRole } from './api/create-role';
import { useUpdateRole } from './api/update-role';
import { GrantsMatrix } from './grants-matrix';

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

export function RoleFormModal({ role, roles, onClose }: RoleFormModalProps) {
  const { draft, errors, change, setErrors } = useFormDraft({
    label: role?.label ?? '',
    name: role?.name ?? '',
    description: role?.description ?? '',
    grants: role?.grants ?? [],
  });
  // A new role's name follows its label until the name is typed by itself.
  const nameFollowsLabel = !role && draft.name === roleNameOf(draft.label);
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();

  function startFrom(name: string) {
    const template = roles.find((candidate) => candidate.name === name);
    if (template) change({ grants: normalGrants(template.grants) });
  }

  async function save() {
    const check = checkForm(roleInputSchema, draft, LABELS);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      if (role) await updateRole.mutateAsync({ name: role.name, role: check.values });
      else await createRole.mutateAsync(check.values);
      showToast('success', role ? 'Role updated successfully' : 'Role created successfully');
      onClose();
    } catch (error) {
      const text = errorText(error, 'Failed to save role');
      const field = fieldNamedBy(text, LABELS, ['name', 'label', 'description', 'grants']);
      if (field) setErrors({ [field]: text });
      else showToast('error', text);
    }
  }

  return (
    <FormModal title={role ? 'Edit Role' : 'Add Role'} saving={createRole.isPending || updateRole.isPending} onSubmit={save} onClose={onClose} size="xl">
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
        <TextInput
          label={LABELS.name}
          description="Lower-case letters, digits, dashes and underscores"
          required
          value={draft.name}
          error={errors.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Textarea
        label={LABELS.description}
        autosize
        minRows={1}
        value={draft.description}
        error={errors.description}
        onChange={(event) => change({ description: event.currentTarget.value })}
      />
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
        <Text size="sm" c="red.8" role="alert">
          {errors.grants}
        </Text>
      )}
    </FormModal>
  );
}
