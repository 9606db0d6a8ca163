/**
 * /verify/:number?c=<code>, the page a ticket's QR code opens: no sign-in, outside the shell. It tells
 * only what the server's verification tells: the ticket number, whether the ticket is intact or altered,
 * whether it was voided, its date (in the site's time zone, as the ticket printed it, wherever the reader
 * is) and its net weight. Nothing else about the document.
 */
import { Alert, Badge, Button, Center, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { FIELD_LABELS, TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import { formatWeight } from '@weighbridge/contract/formats';
import { TICKET_MESSAGES, type TicketVerification } from '@weighbridge/contract/tickets';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../app/api-client';
import { CardPage, CardPageHeading } from '../../components/card-page';
import { formatDateTime } from '../../lib/format';
import { useTicketVerification } from './api/verify-ticket';
import { checkVerificationCode, VERIFY_TEXTS } from './verification-code';

export function VerifyPage() {
  const documentNumber = useParams().number ?? '';
  const [address, setAddress] = useSearchParams();
  const given = address.get('c');
  const check = checkVerificationCode(given);
  const verification = useTicketVerification(documentNumber, check.ok ? check.code : null);

  // Until the ticket is found, the number asked about is said above what went wrong.
  const asked = (
    <Text>
      {FIELD_LABELS.verify.number}: <strong>{documentNumber}</strong>
    </Text>
  );
  let content: ReactNode;
  if (!check.ok) {
    content = (
      <>
        {asked}
        <Alert color="red" variant="light">
          {check.problem}
        </Alert>
        <CodeForm initial={given ?? ''} onSubmit={(code) => setAddress({ c: code })} />
      </>
    );
  } else if (verification.isPending) {
    content = (
      <Center role="status" py="md">
        <Loader size="sm" mr="sm" aria-hidden />
        <Text>Checking the ticket...</Text>
      </Center>
    );
  } else if (verification.isError) {
    content = (
      <>
        {asked}
        <Alert color="red" variant="light">
          {failureText(verification.error)}
        </Alert>
      </>
    );
  } else {
    content = <VerificationAnswer verification={verification.data} />;
  }

  return (
    <CardPage width={480}>
      <Stack gap="md">
        <CardPageHeading title={VERIFY_TEXTS.title}>{VERIFY_TEXTS.subtitle}</CardPageHeading>
        {content}
      </Stack>
    </CardPage>
  );
}

/**
 * A number no ticket holds reads the contract's text; the server's own text says the rest (a number held by
 * another ticket, a busy address told to wait).
 */
function failureText(error: Error): string {
  if (error instanceof ApiError && error.status === 404) return TICKET_MESSAGES.notFound;
  return errorText(error, VERIFY_TEXTS.failed);
}

function VerificationAnswer({ verification }: { verification: TicketVerification }) {
  const intact = verification.integrity === 'verified';
  const rows: [string, ReactNode][] = [
    [FIELD_LABELS.verify.number, verification.document_number],
    [
      'Integrity',
      <Badge key="integrity" color={intact ? 'green' : 'red'} variant="light">
        {intact ? 'Verified' : 'Altered'}
      </Badge>,
    ],
    ['Voided', verification.voided ? 'Yes' : 'No'],
    [
      'Date',
      <>
        {formatDateTime(verification.date, verification.time_zone)}
        <Text span display="block" size="xs" c="dimmed">
          Site time ({verification.time_zone})
        </Text>
      </>,
    ],
    [TICKET_FIELDS.netWeight, formatWeight(verification.net_weight_kg, verification.weights)],
  ];
  return (
    <Stack gap="md">
      {intact && !verification.voided && (
        <Alert color="green" variant="light" title="Verified">
          This ticket matches the weighbridge&apos;s record.
        </Alert>
      )}
      {!intact && (
        <Alert color="red" variant="light" title="Altered">
          The record of this ticket was changed after it was issued: it does not match its signature.
        </Alert>
      )}
      {verification.voided && (
        <Alert color="red" variant="light" title="Voided">
          This ticket was voided and is no longer valid.
        </Alert>
      )}
      <Table withRowBorders verticalSpacing="xs">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="40%">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** Where the address came without a (good) code: the code printed on the ticket, typed in. */
function CodeForm({ initial, onSubmit }: { initial: string; onSubmit: (code: string) => void }) {
  const [code, setCode] = useState(initial);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(code.trim());
  }
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={FIELD_LABELS.verify.c}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1 }}
        />
        <Button type="submit">Verify</Button>
      </Group>
    </form>
  );
}
