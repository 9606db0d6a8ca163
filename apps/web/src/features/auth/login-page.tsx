/** /login (spec part 1 section 2): the only public page. */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@weighbridge/contract/messages';
import { type FormEvent, useState } from 'react';
import { Navigate } from 'react-router';
import { errorText } from '../../app/api-client';
import { useSession } from '../../app/session/session-context';
import { CardPage, CardPageHeading } from '../../components/card-page';
import { SignInCodeForm } from './sign-in-code-form';

export function LoginPage() {
  const { user, login } = useSession();
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
    <CardPage width={400}>
      <Stack gap="md">
        <CardPageHeading title="Operations Dashboard">Sign in with your site account</CardPageHeading>
        {error && (
          <Alert color="red" variant="light">
            {error}
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
                label="Username"
                name="username"
                required
                autoComplete="off"
                disabled={busy}
                value={username}
                onChange={(event) => setUsername(event.currentTarget.value)}
              />
              <TextInput
                label="Password"
                name="password"
                type="password"
                required
                autoComplete="off"
                disabled={busy}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <Button type="submit" disabled={busy} fullWidth mt="xs">
                {busy ? 'Signing in...' : 'Sign In'}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </CardPage>
  );
}
