/**
 * /project-timeline/documents/:slug: one of the roadmap's documents, fetched through the API (signed-in
 * users only) and shown as formatted text. The markdown is rendered without any raw HTML it may hold.
 */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { Alert, Anchor, Group, Paper, Stack, Typography } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import Markdown from 'react-markdown';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { errorText } from '../../app/api-client';
import { LoadingNotice } from '../../components/loading-notice';
import { useKnownTexts } from '../../lib/known-texts';
import { useProjectDocument } from './api/get-project-document';
import { documentMessages as text, projectDocumentMessages } from './messages';

export function ProjectDocumentPage() {
  const { slug = '' } = useParams();
  const document = useProjectDocument(slug);
  const intl = useIntl();
  const knownText = useKnownTexts(projectDocumentMessages);
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={PAGE_PATHS.projectTimeline} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {intl.formatMessage(text.back)}
        </Group>
      </Anchor>
      {document.isPending && <LoadingNotice />}
      {document.isError && (
        <Alert color="red" title={intl.formatMessage(text.loadFailed)}>
          {knownText(errorText(document.error, intl.formatMessage(text.notLoaded)))}
        </Alert>
      )}
      {document.data && (
        <Paper withBorder p="xl" radius="md" component="article" aria-label={document.data.title}>
          <Typography>
            <Markdown skipHtml>{document.data.markdown}</Markdown>
          </Typography>
        </Paper>
      )}
    </Stack>
  );
}
