/**
 * Turning two-factor sign-in on: the server makes a secret, shown as a QR code for the authenticator app
 * (and as a key to type), and the app's first code confirms it. The recovery codes follow; `onDone` has
 * the user record once they are saved, so that a page that waits for it does not hide them early.
 */
import { Alert, Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import type { User } from '@weighbridge/contract/auth';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorText } from '../../app/api-client';
import { LoadingNotice } from '../../components/loading-notice';
import { useEnableTwoFactor } from './api/enable-two-factor';
import { useStartTwoFactorSetup } from './api/start-two-factor-setup';
import { RecoveryCodesList } from './recovery-codes-list';

/** The key in groups of four, as apps that take it typed show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TwoFactorEnrolment({ username, onDone, onCancel }: { username: string; onDone: (user: User) => void; onCancel?: () => void }) {
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  // Each set-up makes a new secret: one per opening of the form, also when effects run twice.
  const started = useRef(false);
  const startSetup = setup.mutate;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSetup();
  }, [startSetup]);

  if (enable.data) return <RecoveryCodesList codes={enable.data.recovery_codes} username={username} onDone={() => onDone(enable.data.user)} />;
  if (setup.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(setup.error, 'The set-up could not start')}
      </Alert>
    );
  }
  if (!setup.data) return <LoadingNotice />;

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    enable.mutate(code.replace(/\s/g, ''));
  }

  return (
    <form onSubmit={confirm} aria-label="Turn on two-factor sign-in">
      <Stack gap="sm">
        <Text size="sm">
          1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, Aegis, 1Password or any other TOTP app).
        </Text>
        <Image src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.data.qr_svg)}`} alt="QR code for the authenticator app" w={200} h={200} mx="auto" />
        <Text size="sm">
          Or type this key into the app: <Code>{grouped(setup.data.secret)}</Code>
        </Text>
        <Text size="sm">2. Enter the six-digit code the app shows.</Text>
        {enable.isError && (
          <Alert color="red" variant="light">
            {errorText(enable.error, 'Two-factor sign-in could not be turned on')}
          </Alert>
        )}
        <TextInput
          label="Code"
          name="code"
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          disabled={enable.isPending}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Group justify={onCancel ? 'space-between' : 'flex-end'}>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={enable.isPending}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending ? 'Turning on...' : 'Turn On'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
