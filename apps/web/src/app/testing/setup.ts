import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fillBrowserGaps } from './browser-gaps';

// findBy and waitFor give up after a second by default: on a loaded machine a page's queries can take
// longer than that. A deadline for a wait, not a measure of speed.
configure({ asyncUtilTimeout: 10_000 });

// What Mantine asks of a browser that jsdom lacks, for every page's test (a file that runs in Node has no window).
if (typeof window !== 'undefined') fillBrowserGaps();

// Each test starts on an empty page: what the one before rendered is unmounted after it.
afterEach(cleanup);
