/**
 * A role's grants as a matrix: modules and their pages as rows, the whole module or page and each of the
 * page's actions as boxes. Read-only without `onChange` (a built-in role).
 */
import { Checkbox, Group, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { GRANT_ROWS, grantState, toggleGrant } from './grant-rows';
import { grantActionMessages, grantsMatrixMessages as text } from './messages';

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
  const intl = useIntl();
  const box = { grants, onChange };
  const rows = GRANT_ROWS.map((module) => ({
    ...module,
    label: intl.formatMessage(module.name),
    pages: module.pages.map((page) => ({
      ...page,
      label: intl.formatMessage(page.name),
      actions: page.actions.map((action) => {
        const message = grantActionMessages[action.action];
        return { ...action, label: message ? intl.formatMessage(message) : action.label };
      }),
    })),
  }));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={4} withRowBorders aria-label={intl.formatMessage(text.label)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(text.modulePage)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.all)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.actions)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((module) => [
            <Table.Tr key={module.key} bg="var(--app-muted-background)">
              <Table.Td>
                <Text fw={700} size="sm">
                  {module.label}
                </Text>
              </Table.Td>
              <Table.Td>
                <GrantBox {...box} grantKey={module.key} label={intl.formatMessage(text.moduleEverything, { module: module.label })} />
              </Table.Td>
              <Table.Td />
            </Table.Tr>,
            ...module.pages.map((page) => (
              <Table.Tr key={page.key}>
                <Table.Td pl="lg">
                  <Text size="sm">{page.label}</Text>
                </Table.Td>
                <Table.Td>
                  <GrantBox {...box} grantKey={page.key} label={intl.formatMessage(text.pageEverything, { module: module.label, page: page.label })} />
                </Table.Td>
                <Table.Td>
                  <Group gap="md">
                    {page.actions.map((action) => (
                      <GrantBox {...box} key={action.key} grantKey={action.key} label={intl.formatMessage(text.action, { module: module.label, page: page.label, action: action.label })} visibleLabel={action.label} />
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
