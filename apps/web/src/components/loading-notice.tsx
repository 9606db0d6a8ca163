import { Center, Loader, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { loadingMessages } from './messages';

/** The spec's 'Loading...' notice, shown while the session or a page is being loaded. */
export function LoadingNotice() {
  return (
    <Center mih="50vh" role="status">
      <Loader size="sm" mr="sm" aria-hidden />
      <Text>
        <FormattedMessage {...loadingMessages.loading} />
      </Text>
    </Center>
  );
}
