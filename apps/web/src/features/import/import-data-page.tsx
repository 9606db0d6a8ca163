/** /import-data: an administrator imports historical weighings from Excel (spec part 1 sections 2, 4, 5 and 8). */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { Alert, Anchor, Button, FileInput, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ImportResult, IMPORT_MESSAGES } from '@weighbridge/contract/import';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { errorText } from '../../app/api-client';
import { useKnownTexts } from '../../lib/known-texts';
import { uploadWorkbook } from './api/upload-workbook';
import { fileProblem } from './file-choice';
import { ExpectedColumns } from './expected-columns';
import { ImportResultPanel } from './import-result-panel';
import { importPageMessages as text, importProblemMessages } from './messages';

type Phase =
  | { name: 'idle' }
  | { name: 'uploading'; percent: number }
  | { name: 'processing' }
  | { name: 'done'; result: ImportResult }
  | { name: 'failed'; message: string };

/** Only a user who may import reaches this page: its route asks for scale.documents.import (page-routes.ts). */
export function ImportDataPage() {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={PAGE_PATHS.documents} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {intl.formatMessage(text.back)}
        </Group>
      </Anchor>
      <Title order={2} size="h3">
        {intl.formatMessage(text.title)}
      </Title>
      <ImportForm />
    </Stack>
  );
}

function ImportForm() {
  const intl = useIntl();
  const knownText = useKnownTexts(importProblemMessages);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const busy = phase.name === 'uploading' || phase.name === 'processing';

  function choose(chosen: File | null) {
    setPhase({ name: 'idle' });
    const why = chosen ? fileProblem(chosen) : null;
    setProblem(why);
    setFile(why ? null : chosen);
  }

  async function send(dryRun: boolean) {
    const why = fileProblem(file);
    setProblem(why);
    if (why || !file) return;
    setPhase({ name: 'uploading', percent: 0 });
    try {
      const result = await uploadWorkbook(file, dryRun, {
        onUploaded: (percent) => setPhase({ name: 'uploading', percent }),
        onProcessing: () => setPhase({ name: 'processing' }),
      });
      setPhase({ name: 'done', result });
      if (!dryRun) {
        setFile(null);
        // Documents and master data changed everywhere they are shown.
        await queryClient.invalidateQueries();
      }
    } catch (error) {
      setPhase({ name: 'failed', message: errorText(error, IMPORT_MESSAGES.failed) });
    }
  }

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <FileInput
            label={intl.formatMessage(text.file)}
            placeholder={intl.formatMessage(text.filePlaceholder)}
            accept=".xls,.xlsx"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            value={file}
            onChange={choose}
            clearable
            disabled={busy}
            error={problem && knownText(problem)}
          />
          <List size="sm" c="dimmed">
            <List.Item>{intl.formatMessage(text.maxSize)}</List.Item>
            <List.Item>{intl.formatMessage(text.caseSensitive)}</List.Item>
            <List.Item>{intl.formatMessage(text.createdAutomatically)}</List.Item>
          </List>
          <Group gap="sm">
            <Button variant="default" onClick={() => void send(true)} disabled={busy}>
              {intl.formatMessage(text.check)}
            </Button>
            <Button onClick={() => void send(false)} loading={busy}>
              {intl.formatMessage(text.import)}
            </Button>
            <Anchor href="/api/import/excel/template" download size="sm">
              <Group gap={4}>
                <IconDownload size={16} aria-hidden />
                {intl.formatMessage(text.template)}
              </Group>
            </Anchor>
          </Group>
          <ImportProgress phase={phase} />
        </Stack>
      </Paper>
      {phase.name === 'done' && (
        <Paper withBorder p="md" radius="md">
          <ImportResultPanel result={phase.result} />
        </Paper>
      )}
      {phase.name === 'failed' && (
        <Alert color="red" role="alert">
          {knownText(phase.message)}
        </Alert>
      )}
      <ExpectedColumns />
    </Stack>
  );
}

function ImportProgress({ phase }: { phase: Phase }) {
  const intl = useIntl();
  if (phase.name === 'uploading') {
    return (
      <Stack gap={4}>
        <Text size="sm">{intl.formatMessage(text.uploading, { percent: phase.percent })}</Text>
        <Progress value={phase.percent} aria-label={intl.formatMessage(text.uploadProgress)} />
      </Stack>
    );
  }
  if (phase.name === 'processing') {
    return (
      <Stack gap={4}>
        <Text size="sm">{intl.formatMessage(text.processing)}</Text>
        <Progress value={100} animated striped aria-label={intl.formatMessage(text.processingLabel)} />
      </Stack>
    );
  }
  return null;
}
