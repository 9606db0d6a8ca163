/**
 * Recovery codes, shown once: each signs in a single time instead of the app's code. The user saves them
 * (a text file) before going on; only hashes of them stay on the server.
 */
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { saveFile } from '../../lib/download';
import { recoveryCodesMessages as text } from './messages';

export function RecoveryCodesList({ codes, username, onDone }: { codes: readonly string[]; username: string; onDone: () => void }) {
  const intl = useIntl();
  function download() {
    const lines = [intl.formatMessage(text.fileTitle, { username }), intl.formatMessage(text.fileText), '', ...codes, ''].join('\n');
    saveFile({ blob: new Blob([lines], { type: 'text/plain' }), fileName: `recovery-codes-${username}.txt` });
  }

  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title={intl.formatMessage(text.title)}>
        {intl.formatMessage(text.text)}
      </Alert>
      <SimpleGrid cols={2} spacing="xs" aria-label={intl.formatMessage(text.list)} role="list">
        {codes.map((code) => (
          <Text key={code} ff="monospace" role="listitem">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="default" onClick={download}>
          {intl.formatMessage(text.download)}
        </Button>
        <Button onClick={onDone}>{intl.formatMessage(text.saved)}</Button>
      </Group>
    </Stack>
  );
}
