/**
 * The header's 'Two-factor sign-in' dialog: turn it on (QR code, first code, recovery codes), make new
 * recovery codes, or turn it off with the password, unless the user's role requires it.
 */
import { Alert, Badge, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { User } from '@weighbridge/contract/auth';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../app/api-client';
import { useSession } from '../../app/session/session-context';
import { LoadingNotice } from '../../components/loading-notice';
import { showToast } from '../../components/toast';
import { formatDateTime } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useDisableTwoFactor } from './api/disable-two-factor';
import { useTwoFactor } from './api/get-two-factor';
import { useRenewRecoveryCodes } from './api/renew-recovery-codes';
import { RecoveryCodesList } from './recovery-codes-list';
import { TwoFactorEnrolment } from './two-factor-enrolment';

type Step = 'status' | 'turn on' | 'new codes' | 'turn off';

export function TwoFactorModal({ onClose }: { onClose: () => void }) {
  const { user, updateUser } = useSession();
  const status = useTwoFactor();
  const [step, setStep] = useState<Step>('status');
  const username = user?.username ?? '';

  let body;
  if (status.isPending) body = <LoadingNotice />;
  else if (status.isError) body = <Alert color="red">{errorText(status.error, 'Failed to load data')}</Alert>;
  else if (step === 'turn on') {
    body = (
      <TwoFactorEnrolment
        username={username}
        onCancel={() => setStep('status')}
        onDone={(changed) => {
          updateUser(changed);
          showToast('success', 'Two-factor sign-in is on');
          setStep('status');
        }}
      />
    );
  } else if (step === 'new codes') body = <NewRecoveryCodes username={username} onDone={() => setStep('status')} />;
  else if (step === 'turn off') {
    body = (
      <TurnOff
        onCancel={() => setStep('status')}
        onDone={(changed) => {
          updateUser(changed);
          showToast('success', 'Two-factor sign-in is off');
          setStep('status');
        }}
      />
    );
  } else {
    const { enabled, enabled_at, required, recovery_codes_left } = status.data;
    body = (
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm">Two-factor sign-in:</Text>
          <Badge color={enabled ? 'green' : 'gray'}>{enabled ? 'On' : 'Off'}</Badge>
          {required && <Badge color="blue">Required by your role</Badge>}
        </Group>
        {enabled ? (
          <>
            {enabled_at && <OnSince iso={enabled_at} />}
            <Text size="sm">Recovery codes left: {recovery_codes_left}</Text>
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep('new codes')}>
                New recovery codes
              </Button>
              {!required && (
                <Button color="red" variant="light" onClick={() => setStep('turn off')}>
                  Turn Off
                </Button>
              )}
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">With two-factor sign-in, a stolen password is not enough: every sign-in also asks for a code from an app on your phone.</Text>
            <Group justify="flex-end">
              <Button onClick={() => setStep('turn on')}>Turn On</Button>
            </Group>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Modal opened onClose={onClose} title="Two-factor sign-in" size="md" closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      {body}
    </Modal>
  );
}

function OnSince({ iso }: { iso: string }) {
  const timeZone = useSiteTimeZone();
  return <Text size="sm">On since {formatDateTime(iso, timeZone)}</Text>;
}

function NewRecoveryCodes({ username, onDone }: { username: string; onDone: () => void }) {
  const renew = useRenewRecoveryCodes();
  const [code, setCode] = useState('');
  if (renew.data) return <RecoveryCodesList codes={renew.data.recovery_codes} username={username} onDone={onDone} />;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    renew.mutate(code.replace(/\s/g, ''));
  }
  return (
    <form onSubmit={submit} aria-label="New recovery codes">
      <Stack gap="sm">
        <Text size="sm">New codes replace the old ones, which stop working. Enter a code of your authenticator app to make them.</Text>
        {renew.isError && <Alert color="red">{errorText(renew.error, 'Recovery codes could not be made')}</Alert>}
        <TextInput label="Code" required autoComplete="one-time-code" inputMode="numeric" value={code} onChange={(event) => setCode(event.currentTarget.value)} />
        <Group justify="space-between">
          <Button variant="default" onClick={onDone} disabled={renew.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={renew.isPending}>
            Make New Codes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TurnOff({ onCancel, onDone }: { onCancel: () => void; onDone: (user: User) => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    disable.mutate(password, { onSuccess: (answer) => onDone(answer.user) });
  }
  return (
    <form onSubmit={submit} aria-label="Turn off two-factor sign-in">
      <Stack gap="sm">
        <Text size="sm">Your password alone will sign you in again. Enter it to turn two-factor sign-in off.</Text>
        {disable.isError && <Alert color="red">{errorText(disable.error, 'Two-factor sign-in could not be turned off')}</Alert>}
        <PasswordInput label="Current password" required autoComplete="current-password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
        <Group justify="space-between">
          <Button variant="default" onClick={onCancel} disabled={disable.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" disabled={disable.isPending}>
            Turn Off
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
