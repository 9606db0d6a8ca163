/** /login (spec part 1 section 2): the only public page. */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@weighbridge/contract/messages';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { errorText } from '../../app/api-client';
import { useSession } from '../../app/session/session-context';
import { CardPage, CardPageHeading } from '../../components/card-page';
import { LanguageSelect } from '../../app/i18n/language-choice';
import { useKnownTexts } from '../../lib/known-texts';
import { loginMessages as text } from './messages';
import { SignInCodeForm } from './sign-in-code-form';

export function LoginPage() {
  const { user, login } = useSession();
  const intl = useIntl();
  const knownText = useKnownTexts();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set once the password was right for a user who signs in with two factors: the code comes next.
  const [challenge, setChallenge] = useState<string | null>(null);

  // Signing in sets the user, which also sends a successful sign-in on to the dashboard.
  if (user) return <Navigate to={PAGE_PATHS.dashboard} replace />;

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const next = await login({ username, password });
      if (next) {
        setChallenge(next.challenge);
        setPassword('');
        setBusy(false);
      }
    } catch (failure) {
      setError(errorText(failure, MESSAGES.loginFailed));
      setBusy(false);
    }
  }

  return (
    <CardPage width={400} corner={<LanguageSelect />}>
      <Stack gap="md">
        <CardPageHeading title={intl.formatMessage(text.title)}>{intl.formatMessage(text.subtitle)}</CardPageHeading>
        {error && (
          <Alert color="red" variant="light">
            {knownText(error)}
          </Alert>
        )}
        {challenge ? (
          <SignInCodeForm
            challenge={challenge}
            onRestart={(restartError) => {
              setChallenge(null);
              setError(restartError ?? null);
            }}
          />
        ) : (
          <form onSubmit={signIn}>
            <Stack gap="sm">
              <TextInput
                label={intl.formatMessage(text.username)}
                name="username"
                required
                autoComplete="off"
                disabled={busy}
                value={username}
                onChange={(event) => setUsername(event.currentTarget.value)}
              />
              <TextInput
                label={intl.formatMessage(text.password)}
                name="password"
                type="password"
                required
                autoComplete="off"
                disabled={busy}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <Button type="submit" disabled={busy} fullWidth mt="xs">
                {intl.formatMessage(busy ? text.signingIn : text.signIn)}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </CardPage>
  );
}
