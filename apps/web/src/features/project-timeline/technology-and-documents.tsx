import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { PROJECT_DOCUMENTS } from '@weighbridge/contract/project-documents';
import { Link } from 'react-router';
import { projectDocumentPath, TECHNOLOGY_STACK } from './roadmap-data';

/** The technology stack and the project documents, which open in a new tab, inside the app (signed in). */
export function TechnologyAndDocuments() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb="md">
          Technology Stack
        </Title>
        <Stack gap="sm">
          {TECHNOLOGY_STACK.map(({ layer, technologies }) => (
            <div key={layer}>
              <Text fw={600} mb={4}>
                {layer}
              </Text>
              <Group gap={6}>
                {technologies.map((technology) => (
                  <Badge key={technology} variant="light" color="gray" tt="none">
                    {technology}
                  </Badge>
                ))}
              </Group>
            </div>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb="md">
          Project Documents
        </Title>
        <Stack gap="md">
          {PROJECT_DOCUMENTS.map((document) => (
            <div key={document.slug}>
              <Anchor component={Link} to={projectDocumentPath(document.slug)} target="_blank" rel="noopener noreferrer" fw={600}>
                <Group gap={4} component="span" display="inline-flex">
                  {document.title}
                  <IconExternalLink size={14} aria-hidden />
                  <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                </Group>
              </Anchor>
              <Text size="sm">{document.description}</Text>
            </div>
          ))}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
