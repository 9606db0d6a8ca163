/** An address the app does not know: say so, with a way back, rather than moving the user elsewhere unasked. */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { notFoundMessages as text } from './messages';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack gap="sm" maw={720}>
      <Title order={2} size="h3">
        <FormattedMessage {...text.title} />
      </Title>
      <Text>
        <FormattedMessage {...text.text} values={{ path: pathname }} />
      </Text>
      <Anchor component={Link} to={PAGE_PATHS.dashboard} w="fit-content">
        <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
        <FormattedMessage {...text.back} />
      </Anchor>
    </Stack>
  );
}
