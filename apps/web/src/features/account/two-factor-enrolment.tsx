/**
 * Turning two-factor sign-in on: the server makes a secret, shown as a QR code for the authenticator app
 * (and as a key to type), and the app's first code confirms it. The recovery codes follow; `onDone` has
 * the user record once they are saved, so that a page that waits for it does not hide them early.
 */
import { Alert, Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import type { User } from '@weighbridge/contract/auth';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { LoadingNotice } from '../../components/loading-notice';
import { useFieldTexts } from '../../lib/field-texts';
import { useEnableTwoFactor } from './api/enable-two-factor';
import { useStartTwoFactorSetup } from './api/start-two-factor-setup';
import { commonMessages, enrolmentMessages as text, passwordFieldMessages } from './messages';
import { RecoveryCodesList } from './recovery-codes-list';

/** The key in groups of four, as apps that take it typed show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TwoFactorEnrolment({ username, onDone, onCancel }: { username: string; onDone: (user: User) => void; onCancel?: () => void }) {
  const intl = useIntl();
  // A refusal about a field ('Code must be the six digits the app shows') reads in the page's language too.
  const refusalText = useFieldTexts('auth').say;
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
        {refusalText(errorText(setup.error, intl.formatMessage(text.startFailed)))}
      </Alert>
    );
  }
  if (!setup.data) return <LoadingNotice />;

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    enable.mutate(code.replace(/\s/g, ''));
  }

  return (
    <form onSubmit={confirm} aria-label={intl.formatMessage(text.form)}>
      <Stack gap="sm">
        <Text size="sm">
          {intl.formatMessage(text.scan)}
        </Text>
        <Image src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.data.qr_svg)}`} alt={intl.formatMessage(text.qrCode)} w={200} h={200} mx="auto" />
        <Text size="sm">
          {intl.formatMessage(text.typeKey)} <Code>{grouped(setup.data.secret)}</Code>
        </Text>
        <Text size="sm">{intl.formatMessage(text.enterCode)}</Text>
        {enable.isError && (
          <Alert color="red" variant="light">
            {refusalText(errorText(enable.error, intl.formatMessage(text.failed)))}
          </Alert>
        )}
        <TextInput
          label={intl.formatMessage(passwordFieldMessages.code)}
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
              {intl.formatMessage(commonMessages.cancel)}
            </Button>
          )}
          <Button type="submit" disabled={enable.isPending}>
            {intl.formatMessage(enable.isPending ? text.turningOn : commonMessages.turnOn)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
