import { Box, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type MenuStatus, menuStatusLabel } from '@weighbridge/contract/menu';
import { useKnownTexts } from '../../../lib/known-texts';

const DOT_COLOURS: Record<MenuStatus, string> = {
  active: 'green',
  development: 'var(--mantine-color-yellow-6)',
  placeholder: 'var(--mantine-color-gray-5)',
};

/** A menu status at a glance: green check = Active, yellow = Under Development, grey = Coming Soon. */
export function StatusDot({ status }: { status: MenuStatus }) {
  const knownText = useKnownTexts();
  const label = knownText(menuStatusLabel(status));
  if (status === 'active') {
    return (
      <ThemeIcon component="span" role="img" aria-label={label} title={label} size={14} radius="xl" color={DOT_COLOURS.active}>
        <IconCheck size={10} aria-hidden />
      </ThemeIcon>
    );
  }
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      display="inline-block"
      w={8}
      h={8}
      bg={DOT_COLOURS[status]}
      style={{ borderRadius: '50%', flexShrink: 0 }}
    />
  );
}
