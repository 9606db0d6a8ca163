import { configure } from '@testing-library/react';

// findBy and waitFor give up after a second by default: on a loaded machine a page's queries can take
// longer than that. A deadline for a wait, not a measure of speed.
configure({ asyncUtilTimeout: 10_000 });
