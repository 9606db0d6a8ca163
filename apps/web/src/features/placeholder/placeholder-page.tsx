/** The 'Coming Soon' page (spec part 2 section 2) shown for every planned page and module. */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { Alert, Badge, Box, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconInfoCircle } from '@tabler/icons-react';
import { menuStatusLabel } from '@weighbridge/contract/menu';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { deepShade } from '../../lib/colour';
import { menuDescriptionMessage, menuModuleMessage } from '../../lib/contract-messages';
import { useKnownTexts } from '../../lib/known-texts';
import { placeholderPageMessages as text, releaseMessages, statusTextMessages } from './messages';
import { placeholderTarget, RELEASE_NOT_SCHEDULED } from './placeholder-target';

export function PlaceholderPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();
  const knownText = useKnownTexts(releaseMessages);
  const target = placeholderTarget(location.pathname);
  if (!target) return <Navigate to={PAGE_PATHS.dashboard} replace />;
  const { module, title, status, estimatedRelease, plannedFeatures } = target;

  // 'default' is the key of the first page opened in this tab: there is nothing to go back to.
  const goBack = () => (location.key === 'default' ? navigate(PAGE_PATHS.dashboard) : navigate(-1));

  return (
    <Stack gap="lg" maw={900}>
      <Box bg={deepShade(module.colour)} c="white" p="xl" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Text size="sm" fw={600}>
          {intl.formatMessage(menuModuleMessage(module))}
        </Text>
        <Title order={2} mt={4}>
          {intl.formatMessage(title)}
        </Title>
        <Text mt="xs">{intl.formatMessage(menuDescriptionMessage(module))}</Text>
        <Group gap="sm" mt="md">
          <Badge variant="white" color="dark" size="lg">
            {knownText(menuStatusLabel(status))}
          </Badge>
          <Text size="sm">{intl.formatMessage(statusTextMessages[status])}</Text>
        </Group>
      </Box>

      <Paper withBorder p="lg" radius="md">
        <Group gap="xs" mb="md">
          <IconCalendar size={18} aria-hidden />
          <Text fw={600}>{intl.formatMessage(text.estimatedRelease)}</Text>
          <Text>{estimatedRelease ? knownText(estimatedRelease) : intl.formatMessage(RELEASE_NOT_SCHEDULED)}</Text>
        </Group>
        <Title order={3} size="h4" mb="sm">
          {intl.formatMessage(text.plannedFeatures)}
        </Title>
        <List spacing="xs">
          {plannedFeatures.map((feature) => (
            <List.Item key={feature.id}>{intl.formatMessage(feature)}</List.Item>
          ))}
        </List>
      </Paper>

      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} role="note">
        {intl.formatMessage(text.note)}
      </Alert>

      <Group>
        <Button variant="default" onClick={goBack}>
          {intl.formatMessage(text.back)}
        </Button>
      </Group>
    </Stack>
  );
}
