/**
 * The Operators tab: the people who drill and fire, each competency with the last day it is valid; one run out is
 * marked Expired, so a certificate to renew stands out. Those who configure the page add and edit operators and take
 * them out of use; one with drill logs or blasts cannot be deleted, only taken out of use (the server says so).
 */
import { Badge, Group } from '@mantine/core';
import { siteDay } from '@weighbridge/contract/date-ranges';
import { COMPETENCY_LABELS, type DrillingOperator } from '@weighbridge/contract/drilling-operators';
import { useIntl } from 'react-intl';
import { errorText } from '../../../app/api-client';
import { CataloguePage } from '../../../components/catalogue-page';
import { CatalogueTable } from '../../../components/catalogue-table';
import { editDeleteActions } from '../../../components/record-actions';
import { showToast } from '../../../components/toast';
import { knownTextMessage } from '../../../lib/contract-messages';
import { useKnownTexts } from '../../../lib/known-texts';
import { useSiteTimeZone } from '../../../lib/site-time-zone';
import { useFormat } from '../../../lib/use-format';
import { useLoadFailure } from '../../../lib/use-load-failure';
import { useDeleteDrillingOperator } from './api/delete-drilling-operator';
import { useDrillingOperators } from './api/get-drilling-operators';
import { drillingFieldMessages as field, operatorMessages as text } from './messages';
import { OperatorFormModal } from './operators-form';

export function OperatorsTab({ mayConfigure }: { mayConfigure: boolean }) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const operators = useDrillingOperators();
  const remove = useDeleteDrillingOperator();
  useLoadFailure(operators.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));
  const confirmDelete = (operator: DrillingOperator) => {
    if (!window.confirm(intl.formatMessage(text.deleteQuestion))) return;
    remove.mutate(operator.operator_id, {
      onSuccess: (answer) => showToast('success', knownText(answer.message)),
      onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.deleteFailed)))),
    });
  };
  return (
    <CataloguePage
      title={intl.formatMessage(text.title)}
      addLabel={intl.formatMessage(text.add)}
      records={operators}
      mayAdd={mayConfigure}
      table={(records, edit) => (
        <CatalogueTable
          records={records}
          rowKey={(operator) => operator.operator_id}
          emptyText={intl.formatMessage(text.none)}
          minWidth={560}
          label={intl.formatMessage(text.title)}
          columns={[
            { header: intl.formatMessage(field.name), cell: (operator) => operator.name, td: { fw: 600 } },
            { header: intl.formatMessage(field.competencies), cell: (operator) => <Competencies operator={operator} /> },
            {
              header: intl.formatMessage(field.status),
              td: { style: { whiteSpace: 'nowrap', minWidth: 120 } },
              cell: (operator) => (
                <Badge variant="light" color={operator.status === 'active' ? 'green' : 'gray'} style={{ overflow: 'visible' }}>
                  {intl.formatMessage(operator.status === 'active' ? text.active : text.inactive)}
                </Badge>
              ),
            },
          ]}
          actions={mayConfigure ? editDeleteActions<DrillingOperator>((operator) => intl.formatMessage(text.recordLabel, { name: operator.name }), edit, confirmDelete) : undefined}
        />
      )}
      form={(operator, close) => <OperatorFormModal record={operator} onClose={close} />}
    />
  );
}

/** Each competency with its last day; one whose last day has passed at the site is red and says Expired. */
function Competencies({ operator }: { operator: DrillingOperator }) {
  const intl = useIntl();
  const { formatCalendarDate } = useFormat();
  const today = siteDay(new Date(), useSiteTimeZone());
  if (operator.competencies.length === 0) return <>{intl.formatMessage(text.noCompetency)}</>;
  return (
    <Group gap={6}>
      {operator.competencies.map((competency) => {
        const kind = intl.formatMessage(knownTextMessage(COMPETENCY_LABELS[competency.kind]));
        const day = formatCalendarDate(competency.expires_on);
        const expired = competency.expires_on < today;
        return (
          <Badge key={competency.kind} variant={expired ? 'filled' : 'light'} color={expired ? 'red' : 'blue'} tt="none" size="lg">
            {intl.formatMessage(expired ? text.expiredOn : text.validUntil, { kind, day })}
          </Badge>
        );
      })}
    </Group>
  );
}
