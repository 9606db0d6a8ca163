/** The 'Coming Soon' page (spec part 2 section 2) shown for every planned page and module. */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { Alert, Badge, Box, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconInfoCircle } from '@tabler/icons-react';
import { type MenuStatus, menuStatusLabel } from '@weighbridge/contract/menu';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { deepShade } from '../../lib/colour';
import { placeholderTarget } from './placeholder-target';

const STATUS_TEXTS: Record<MenuStatus, string> = {
  placeholder: 'This module is planned for future development',
  development: 'This module is currently under development',
  active: 'This module is available',
};

export function PlaceholderPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = placeholderTarget(location.pathname);
  if (!target) return <Navigate to={PAGE_PATHS.dashboard} replace />;
  const { module, title, status, estimatedRelease, plannedFeatures } = target;

  // 'default' is the key of the first page opened in this tab: there is nothing to go back to.
  const goBack = () => (location.key === 'default' ? navigate(PAGE_PATHS.dashboard) : navigate(-1));

  return (
    <Stack gap="lg" maw={900}>
      <Box bg={deepShade(module.colour)} c="white" p="xl" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Text size="sm" fw={600}>
          {module.name}
        </Text>
        <Title order={2} mt={4}>
          {title}
        </Title>
        <Text mt="xs">{module.description}</Text>
        <Group gap="sm" mt="md">
          <Badge variant="white" color="dark" size="lg">
            {menuStatusLabel(status)}
          </Badge>
          <Text size="sm">{STATUS_TEXTS[status]}</Text>
        </Group>
      </Box>

      <Paper withBorder p="lg" radius="md">
        <Group gap="xs" mb="md">
          <IconCalendar size={18} aria-hidden />
          <Text fw={600}>Estimated release:</Text>
          <Text>{estimatedRelease}</Text>
        </Group>
        <Title order={3} size="h4" mb="sm">
          Planned Features
        </Title>
        <List spacing="xs">
          {plannedFeatures.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      </Paper>

      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} role="note">
        This is a placeholder page: the feature is not available yet. Existing data and operations are not affected.
      </Alert>

      <Group>
        <Button variant="default" onClick={goBack}>
          ← Back to previous page
        </Button>
      </Group>
    </Stack>
  );
}
