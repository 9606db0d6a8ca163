/**
 * Recovery codes, shown once: each signs in a single time instead of the app's code. The user saves them
 * (a text file) before going on; only hashes of them stay on the server.
 */
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { saveFile } from '../../lib/download';

export function RecoveryCodesList({ codes, username, onDone }: { codes: readonly string[]; username: string; onDone: () => void }) {
  function download() {
    const text = [`Recovery codes of ${username}`, 'Each code signs in once, in place of the authenticator code.', '', ...codes, ''].join('\n');
    saveFile({ blob: new Blob([text], { type: 'text/plain' }), fileName: `recovery-codes-${username}.txt` });
  }

  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title="Save your recovery codes">
        If you lose your phone, each of these codes signs you in once. They are shown only now: download or write them down and keep them
        somewhere safe.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" aria-label="Recovery codes" role="list">
        {codes.map((code) => (
          <Text key={code} ff="monospace" role="listitem">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="default" onClick={download}>
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </Group>
    </Stack>
  );
}
