/** The texts of the shared components. */
import { defineMessages } from 'react-intl';

export const languageMessages = defineMessages({
  language: { id: 'components.language.label', defaultMessage: 'Language' },
});

export const loadingMessages = defineMessages({
  loading: { id: 'components.loading', defaultMessage: 'Loading...' },
});

export const manualMarkMessages = defineMessages({
  manual: { id: 'components.manualMark', defaultMessage: 'MANUAL' },
});

