/** An address the app does not know: say so, with a way back, rather than moving the user elsewhere unasked. */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack gap="sm" maw={720}>
      <Title order={2} size="h3">
        Page not found
      </Title>
      <Text>There is no page at {pathname}. It may have moved, or the address may be mistyped.</Text>
      <Anchor component={Link} to={PAGE_PATHS.dashboard} w="fit-content">
        <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
        Back to Dashboard
      </Anchor>
    </Stack>
  );
}
