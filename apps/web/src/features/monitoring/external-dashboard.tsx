/**
 * An external dashboard (Grafana under MONITORING_URL) embedded in the page; it refreshes itself every
 * 10 seconds. A frame that has not loaded after a while tells the user to open it in a tab of its own.
 */
import { Alert, Box } from '@mantine/core';
import { MONITORING_FRAME_MIN_HEIGHT_PX } from '@weighbridge/contract/monitoring';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { pageMessages } from './messages';

const LOAD_TIMEOUT_MS = 15_000;

export function ExternalDashboard({ title, url }: { title: string; url: string }) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState(false);
  const [late, setLate] = useState(false);

  useEffect(() => {
    if (loaded) return;
    const timer = window.setTimeout(() => setLate(true), LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loaded]);

  return (
    <>
      {late && !loaded && (
        <Alert color="yellow" mb="sm">
          {intl.formatMessage(pageMessages.notLoaded)}
        </Alert>
      )}
      <Box
        component="iframe"
        src={url}
        title={title}
        onLoad={() => setLoaded(true)}
        style={{ width: '100%', minHeight: MONITORING_FRAME_MIN_HEIGHT_PX, border: 0 }}
      />
    </>
  );
}
