/** The second step of a two-factor sign-in: the code of the authenticator app, or a recovery code. */
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES } from '@weighbridge/contract/messages';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, errorText } from '../../app/api-client';
import { useSession } from '../../app/session/session-context';
import { useKnownTexts } from '../../lib/known-texts';
import { signInCodeMessages as text } from './messages';

export function SignInCodeForm({ challenge, onRestart }: { challenge: string; onRestart: (error?: string) => void }) {
  const { loginWithCode } = useSession();
  const intl = useIntl();
  const knownText = useKnownTexts();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // Six digits may be typed in two groups, as most apps show them.
      await loginWithCode({ challenge, code: /^[\d\s]+$/.test(code) ? code.replace(/\s/g, '') : code.trim() });
    } catch (failure) {
      const text = errorText(failure, MESSAGES.loginFailed);
      // A sign-in whose minutes ran out starts again from the password.
      if (failure instanceof ApiError && text === MESSAGES.signInCodeExpired) onRestart(text);
      else {
        setError(text);
        setBusy(false);
      }
    }
  }

  return (
    <form onSubmit={verify} aria-label={intl.formatMessage(text.form)}>
      <Stack gap="sm">
        <Text size="sm">{intl.formatMessage(text.instructions)}</Text>
        {error && (
          <Alert color="red" variant="light">
            {knownText(error)}
          </Alert>
        )}
        <TextInput
          label={intl.formatMessage(text.code)}
          name="code"
          required
          autoFocus
          autoComplete="one-time-code"
          disabled={busy}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={() => onRestart()} disabled={busy}>
            {intl.formatMessage(text.back)}
          </Button>
          <Button type="submit" disabled={busy}>
            {intl.formatMessage(busy ? text.verifying : text.verify)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
