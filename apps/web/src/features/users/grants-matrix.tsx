/**
 * A role's grants as a matrix: modules and their pages as rows, the whole module or page and each of the
 * page's actions as boxes. Read-only without `onChange` (a built-in role).
 */
import { Checkbox, Group, Table, Text } from '@mantine/core';
import { GRANT_ROWS, grantState, toggleGrant } from './grant-rows';

type GrantsMatrixProps = {
  grants: readonly string[];
  onChange?: (grants: string[]) => void;
};

type GrantBoxProps = GrantsMatrixProps & { grantKey: string; label: string; visibleLabel?: string };

/**
 * One key's box. Read-only boxes stay in full colour, so that a built-in role's grants read at a glance;
 * in a form, a box that a ticked page or module covers is ticked and disabled.
 */
function GrantBox({ grants, onChange, grantKey, label, visibleLabel }: GrantBoxProps) {
  const state = grantState(grants, grantKey);
  return (
    <Checkbox
      size="xs"
      label={visibleLabel}
      aria-label={label}
      checked={state !== 'none'}
      readOnly={!onChange}
      disabled={Boolean(onChange) && state === 'covered'}
      onChange={(event) => onChange?.(toggleGrant(grants, grantKey, event.currentTarget.checked))}
    />
  );
}

export function GrantsMatrix({ grants, onChange }: GrantsMatrixProps) {
  const box = { grants, onChange };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={4} withRowBorders aria-label="Grants">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Module / page</Table.Th>
            <Table.Th>All</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {GRANT_ROWS.map((module) => [
            <Table.Tr key={module.key} bg="var(--app-muted-background)">
              <Table.Td>
                <Text fw={700} size="sm">
                  {module.label}
                </Text>
              </Table.Td>
              <Table.Td>
                <GrantBox {...box} grantKey={module.key} label={`${module.label}: everything`} />
              </Table.Td>
              <Table.Td />
            </Table.Tr>,
            ...module.pages.map((page) => (
              <Table.Tr key={page.key}>
                <Table.Td pl="lg">
                  <Text size="sm">{page.label}</Text>
                </Table.Td>
                <Table.Td>
                  <GrantBox {...box} grantKey={page.key} label={`${module.label} / ${page.label}: everything`} />
                </Table.Td>
                <Table.Td>
                  <Group gap="md">
                    {page.actions.map((action) => (
                      <GrantBox {...box} key={action.key} grantKey={action.key} label={`${module.label} / ${page.label}: ${action.label}`} visibleLabel={action.label} />
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            )),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
