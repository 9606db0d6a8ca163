import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { PROJECT_DOCUMENTS } from '@weighbridge/contract/project-documents';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useKnownTexts } from '../../lib/known-texts';
import { documentMessages, projectDocumentMessages, technologyMessages } from './messages';
import { projectDocumentPath, type Technology, TECHNOLOGY_STACK } from './roadmap-data';

/** The technology stack and the project documents, which open in a new tab, inside the app (signed in). */
export function TechnologyAndDocuments() {
  const intl = useIntl();
  const documentText = useKnownTexts(projectDocumentMessages);
  const technologyText = (technology: Technology) => (typeof technology === 'string' ? technology : intl.formatMessage(technology));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb="md">
          {intl.formatMessage(technologyMessages.title)}
        </Title>
        <Stack gap="sm">
          {TECHNOLOGY_STACK.map(({ layer, technologies }) => (
            <div key={layer.id}>
              <Text fw={600} mb={4}>
                {intl.formatMessage(layer)}
              </Text>
              <Group gap={6}>
                {technologies.map((technology) => (
                  <Badge key={technologyText(technology)} variant="light" color="gray" tt="none">
                    {technologyText(technology)}
                  </Badge>
                ))}
              </Group>
            </div>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb="md">
          {intl.formatMessage(documentMessages.title)}
        </Title>
        <Stack gap="md">
          {PROJECT_DOCUMENTS.map((document) => (
            <div key={document.slug}>
              <Anchor component={Link} to={projectDocumentPath(document.slug)} target="_blank" rel="noopener noreferrer" fw={600}>
                <Group gap={4} component="span" display="inline-flex">
                  {documentText(document.title)}
                  <IconExternalLink size={14} aria-hidden />
                  <VisuallyHidden>{intl.formatMessage(documentMessages.newTab)}</VisuallyHidden>
                </Group>
              </Anchor>
              <Text size="sm">{documentText(document.description)}</Text>
            </div>
          ))}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
