/**
 * The header's 'Two-factor sign-in' dialog: turn it on (QR code, first code, recovery codes), make new
 * recovery codes, or turn it off with the password, unless the user's role requires it.
 */
import { Alert, Badge, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { User } from '@weighbridge/contract/auth';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { useSession } from '../../app/session/session-context';
import { LoadingNotice } from '../../components/loading-notice';
import { showToast } from '../../components/toast';
import { useFieldTexts } from '../../lib/field-texts';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useDisableTwoFactor } from './api/disable-two-factor';
import { useTwoFactor } from './api/get-two-factor';
import { useRenewRecoveryCodes } from './api/renew-recovery-codes';
import { commonMessages, passwordFieldMessages, twoFactorMessages as text } from './messages';
import { RecoveryCodesList } from './recovery-codes-list';
import { TwoFactorEnrolment } from './two-factor-enrolment';

type Step = 'status' | 'turn on' | 'new codes' | 'turn off';

export function TwoFactorModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  // A refusal about a field ('Code must be the six digits the app shows') reads in the page's language too.
  const refusalText = useFieldTexts('auth').say;
  const { user, updateUser } = useSession();
  const status = useTwoFactor();
  const [step, setStep] = useState<Step>('status');
  const username = user?.username ?? '';

  let body;
  if (status.isPending) body = <LoadingNotice />;
  else if (status.isError) body = <Alert color="red">{refusalText(errorText(status.error, intl.formatMessage(commonMessages.loadFailed)))}</Alert>;
  else if (step === 'turn on') {
    body = (
      <TwoFactorEnrolment
        username={username}
        onCancel={() => setStep('status')}
        onDone={(changed) => {
          updateUser(changed);
          showToast('success', intl.formatMessage(commonMessages.twoFactorOn));
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
          showToast('success', intl.formatMessage(commonMessages.twoFactorOff));
          setStep('status');
        }}
      />
    );
  } else {
    const { enabled, enabled_at, required, recovery_codes_left } = status.data;
    body = (
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm">{intl.formatMessage(text.status)}</Text>
          <Badge color={enabled ? 'green' : 'gray'}>{intl.formatMessage(enabled ? text.on : text.off)}</Badge>
          {required && <Badge color="blue">{intl.formatMessage(text.requiredByRole)}</Badge>}
        </Group>
        {enabled ? (
          <>
            {enabled_at && <OnSince iso={enabled_at} />}
            <Text size="sm">{intl.formatMessage(text.codesLeft, { count: recovery_codes_left })}</Text>
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep('new codes')}>
                {intl.formatMessage(text.newCodes)}
              </Button>
              {!required && (
                <Button color="red" variant="light" onClick={() => setStep('turn off')}>
                  {intl.formatMessage(commonMessages.turnOff)}
                </Button>
              )}
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{intl.formatMessage(text.why)}</Text>
            <Group justify="flex-end">
              <Button onClick={() => setStep('turn on')}>{intl.formatMessage(commonMessages.turnOn)}</Button>
            </Group>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(text.title)} size="md" closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.closeDialog) }}>
      {body}
    </Modal>
  );
}

function OnSince({ iso }: { iso: string }) {
  const timeZone = useSiteTimeZone();
  const intl = useIntl();
  const { formatDateTime } = useFormat();
  return <Text size="sm">{intl.formatMessage(text.onSince, { moment: formatDateTime(iso, timeZone) })}</Text>;
}

function NewRecoveryCodes({ username, onDone }: { username: string; onDone: () => void }) {
  const intl = useIntl();
  // A refusal about a field ('Code must be the six digits the app shows') reads in the page's language too.
  const refusalText = useFieldTexts('auth').say;
  const renew = useRenewRecoveryCodes();
  const [code, setCode] = useState('');
  if (renew.data) return <RecoveryCodesList codes={renew.data.recovery_codes} username={username} onDone={onDone} />;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    renew.mutate(code.replace(/\s/g, ''));
  }
  return (
    <form onSubmit={submit} aria-label={intl.formatMessage(text.newCodesForm)}>
      <Stack gap="sm">
        <Text size="sm">{intl.formatMessage(text.newCodesText)}</Text>
        {renew.isError && <Alert color="red">{refusalText(errorText(renew.error, intl.formatMessage(text.newCodesFailed)))}</Alert>}
        <TextInput
          label={intl.formatMessage(passwordFieldMessages.code)}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onDone} disabled={renew.isPending}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button type="submit" disabled={renew.isPending}>
            {intl.formatMessage(text.makeNewCodes)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TurnOff({ onCancel, onDone }: { onCancel: () => void; onDone: (user: User) => void }) {
  const intl = useIntl();
  // A refusal about a field ('Code must be the six digits the app shows') reads in the page's language too.
  const refusalText = useFieldTexts('auth').say;
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    disable.mutate(password, { onSuccess: (answer) => onDone(answer.user) });
  }
  return (
    <form onSubmit={submit} aria-label={intl.formatMessage(text.turnOffForm)}>
      <Stack gap="sm">
        <Text size="sm">{intl.formatMessage(text.turnOffText)}</Text>
        {disable.isError && <Alert color="red">{refusalText(errorText(disable.error, intl.formatMessage(text.turnOffFailed)))}</Alert>}
        <PasswordInput
          label={intl.formatMessage(passwordFieldMessages.current_password)}
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onCancel} disabled={disable.isPending}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button type="submit" color="red" disabled={disable.isPending}>
            {intl.formatMessage(commonMessages.turnOff)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
