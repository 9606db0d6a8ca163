/**
 * The body of a report tab: 'Loading...' at first, then the line of the days shown and the report, or
 * 'No data available' when there is nothing to show. A failed load is only logged (spec part 2 section 8)
 * and leaves the tab without data.
 */
import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReportDateRange } from '@weighbridge/contract/reports';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { loadingMessages } from '../../components/messages';
import { useLoadFailure } from '../../lib/use-load-failure';
import { NoData } from './report-blocks';
import { useReportLanguage } from './report-language';

type ReportAnswer<Data> = { data: Data; dateRange?: ReportDateRange | undefined };

type ReportPanelProps<Data> = {
  query: { data: ReportAnswer<Data> | undefined; isPending: boolean; isError: boolean; error: unknown };
  /** Which report, for the log. */
  name: string;
  isEmpty: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
};

export function ReportPanel<Data>({ query, name, isEmpty, children }: ReportPanelProps<Data>) {
  useLoadFailure(query.isError, () => console.error(`Failed to load the ${name} report`, query.error));
  const language = useReportLanguage();
  if (query.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" mr="sm" aria-hidden />
        <Text>
          <FormattedMessage {...loadingMessages.loading} />
        </Text>
      </Center>
    );
  }
  const answer = query.data;
  return (
    <Stack gap="md">
      {answer?.dateRange && (
        <Text size="sm" c="dimmed">
          {language.periodText(answer.dateRange)}
        </Text>
      )}
      {!answer || isEmpty(answer.data) ? <NoData /> : children(answer.data)}
    </Stack>
  );
}
