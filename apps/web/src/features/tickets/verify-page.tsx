/**
 * /verify/:number?c=<code>, the page a ticket's QR code opens: no sign-in, outside the shell. It tells
 * only what the server's verification tells: the ticket number, whether the ticket is intact or altered,
 * whether it was voided, its date (in the site's time zone, as the ticket printed it, wherever the reader
 * is) and its net weight. Nothing else about the document.
 */
import { Alert, Badge, Button, Center, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { FIELD_LABELS, TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import { TICKET_MESSAGES, type TicketVerification, VERIFICATION_CODE_LENGTH } from '@weighbridge/contract/tickets';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../app/api-client';
import { CardPage, CardPageHeading } from '../../components/card-page';
import { knownTextMessage } from '../../lib/contract-messages';
import { useFieldTexts } from '../../lib/field-texts';
import { useFormat } from '../../lib/use-format';
import { useTicketVerification } from './api/verify-ticket';
import { checkVerificationCode, type CodeProblem } from './verification-code';
import { answerMessages, verifyMessages as text } from './messages';

export function VerifyPage() {
  const documentNumber = useParams().number ?? '';
  const [address, setAddress] = useSearchParams();
  const given = address.get('c');
  const check = checkVerificationCode(given);
  const verification = useTicketVerification(documentNumber, check.ok ? check.code : null);
  const intl = useIntl();
  // A refusal about a field ('Verification code must be 16 hexadecimal characters') reads in the page's language too.
  const refusalText = useFieldTexts('verify').say;

  // Until the ticket is found, the number asked about is said above what went wrong.
  const asked = (
    <Text>
      <FormattedMessage
        {...text.asked}
        values={{
          label: intl.formatMessage(knownTextMessage(FIELD_LABELS.verify.number)),
          number: documentNumber,
          strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
        }}
      />
    </Text>
  );
  let content: ReactNode;
  if (!check.ok) {
    content = (
      <>
        {asked}
        <Alert color="red" variant="light">
          {problemText(check.problem, intl)}
        </Alert>
        <CodeForm initial={given ?? ''} onSubmit={(code) => setAddress({ c: code })} />
      </>
    );
  } else if (verification.isPending) {
    content = (
      <Center role="status" py="md">
        <Loader size="sm" mr="sm" aria-hidden />
        <Text>
          <FormattedMessage {...text.checking} />
        </Text>
      </Center>
    );
  } else if (verification.isError) {
    content = (
      <>
        {asked}
        <Alert color="red" variant="light">
          {refusalText(failureText(verification.error, intl.formatMessage(text.failed)))}
        </Alert>
      </>
    );
  } else {
    content = <VerificationAnswer verification={verification.data} />;
  }

  return (
    <CardPage width={480}>
      <Stack gap="md">
        <CardPageHeading title={intl.formatMessage(text.title)}>
          <FormattedMessage {...text.subtitle} />
        </CardPageHeading>
        {content}
      </Stack>
    </CardPage>
  );
}

/** Why the code in the address cannot be looked up. */
function problemText(problem: CodeProblem, intl: IntlShape): string {
  if (problem === 'missing') return intl.formatMessage(text.missingCode);
  const label = intl.formatMessage(knownTextMessage(FIELD_LABELS.verify.c));
  return intl.formatMessage(text.malformedCode, { label, length: VERIFICATION_CODE_LENGTH });
}

/**
 * A number no ticket holds reads the contract's text; the server's own text says the rest (a number held by
 * another ticket, a busy address told to wait).
 */
function failureText(error: Error, fallback: string): string {
  if (error instanceof ApiError && error.status === 404) return TICKET_MESSAGES.notFound;
  return errorText(error, fallback);
}

function VerificationAnswer({ verification }: { verification: TicketVerification }) {
  const intl = useIntl();
  const { formatDateTime, formatWeight } = useFormat();
  const intact = verification.integrity === 'verified';
  const known = (english: string) => intl.formatMessage(knownTextMessage(english));
  const rows: [string, ReactNode][] = [
    [known(FIELD_LABELS.verify.number), verification.document_number],
    [
      intl.formatMessage(answerMessages.integrity),
      <Badge key="integrity" color={intact ? 'green' : 'red'} variant="light">
        <FormattedMessage {...(intact ? answerMessages.verified : answerMessages.altered)} />
      </Badge>,
    ],
    [intl.formatMessage(answerMessages.voided), intl.formatMessage(verification.voided ? answerMessages.yes : answerMessages.no)],
    [
      intl.formatMessage(answerMessages.date),
      <>
        {formatDateTime(verification.date, verification.time_zone)}
        <Text span display="block" size="xs" c="dimmed">
          <FormattedMessage {...text.siteTime} values={{ zone: verification.time_zone }} />
        </Text>
      </>,
    ],
    [known(TICKET_FIELDS.netWeight), formatWeight(verification.net_weight_kg, verification.weights)],
  ];
  return (
    <Stack gap="md">
      {intact && !verification.voided && (
        <Alert color="green" variant="light" title={intl.formatMessage(answerMessages.verified)}>
          <FormattedMessage {...answerMessages.verifiedText} />
        </Alert>
      )}
      {!intact && (
        <Alert color="red" variant="light" title={intl.formatMessage(answerMessages.altered)}>
          <FormattedMessage {...answerMessages.alteredText} />
        </Alert>
      )}
      {verification.voided && (
        <Alert color="red" variant="light" title={intl.formatMessage(answerMessages.voided)}>
          <FormattedMessage {...answerMessages.voidedText} />
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
  const intl = useIntl();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(code.trim());
  }
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={intl.formatMessage(knownTextMessage(FIELD_LABELS.verify.c))}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1 }}
        />
        <Button type="submit">
          <FormattedMessage {...text.verify} />
        </Button>
      </Group>
    </form>
  );
}
