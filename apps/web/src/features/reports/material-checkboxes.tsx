/** The material checkboxes of the material reports: none checked means every material. */
import { Button, Checkbox, Group, Loader, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLoadFailure } from '../../lib/use-load-failure';
import { materialFilterMessages as text } from './messages';
import { useMaterials } from '../../app/queries/materials';

type MaterialCheckboxesProps = { value: number[]; onChange: (materialIds: number[]) => void };

export function MaterialCheckboxes({ value, onChange }: MaterialCheckboxesProps) {
  const materials = useMaterials();
  const intl = useIntl();
  useLoadFailure(materials.isError, () => console.error('Failed to load materials', materials.error));
  if (materials.isPending) return <Loader size="sm" aria-label={intl.formatMessage(text.loading)} />;
  const choices = [...(materials.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Checkbox.Group
      label={intl.formatMessage(text.materials)}
      description={intl.formatMessage(text.hint)}
      value={value.map(String)}
      onChange={(checked) => onChange(checked.map(Number))}
    >
      <Group gap="md" mt="xs">
        {choices.map((material) => (
          <Checkbox key={material.material_id} value={String(material.material_id)} label={material.name} />
        ))}
        {choices.length === 0 && <Text c="dimmed">{intl.formatMessage(text.none)}</Text>}
        {value.length > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange([])}>
            {intl.formatMessage(text.clear)}
          </Button>
        )}
      </Group>
    </Checkbox.Group>
  );
}
