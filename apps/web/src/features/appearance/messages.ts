/**
 * The texts of the Appearance page. Its words are the contract's (APPEARANCE_TEXTS, the choices' names and
 * values), which the server's validation messages use too; here they become messages under their keys.
 */
import { APPEARANCE_TEXTS, APPEARANCE_VALUE_LABELS, type AppearanceField } from '@weighbridge/contract/preferences';
import { defineMessage, defineMessages } from 'react-intl';
import { fieldLabelMessages, type TextDescriptor, textMessages } from '../../lib/contract-messages';

const { siteDefaultOf: _siteDefaultOf, ...APPEARANCE_WORDS } = APPEARANCE_TEXTS;

export const appearanceMessages = textMessages('appearance.text', APPEARANCE_WORDS);
/** The choices' names: the labels of one's own appearance fields. */
export const fieldMessages = fieldLabelMessages('account');

/**
 * What each value of a choice reads. The languages are not among them: each is named in itself, as the
 * language choice of the header and the sign-in page names them, so that a reader finds their own.
 */
export const colorSchemeMessages = textMessages('appearance.value.colorScheme', APPEARANCE_VALUE_LABELS.colorScheme);
export const densityMessages = textMessages('appearance.value.density', APPEARANCE_VALUE_LABELS.density);
export const menuViewMessages = textMessages('appearance.value.menuView', APPEARANCE_VALUE_LABELS.menuView);

const VALUE_MESSAGES: Readonly<Record<Exclude<AppearanceField, 'locale'>, Readonly<Record<string, TextDescriptor>>>> = {
  colorScheme: colorSchemeMessages,
  density: densityMessages,
  menuView: menuViewMessages,
};

/** The message of a choice's value; none for a language, which is named in itself. */
export function valueMessageOf(field: AppearanceField, value: string): TextDescriptor | undefined {
  return field === 'locale' ? undefined : VALUE_MESSAGES[field][value];
}

/** The site-default option of a choice, naming the value it stands for (APPEARANCE_TEXTS.siteDefaultOf). */
export const siteDefaultOf = defineMessage<{ value: string }>({ id: 'appearance.text.siteDefaultOf', defaultMessage: 'Site default ({value})' });

export const choiceShown = defineMessage<{ field: string; value: string }>({ id: 'appearance.preview.choiceShown', defaultMessage: '{field}: {value}' });

export const previewMessages = defineMessages({
  active: { id: 'appearance.preview.active', defaultMessage: 'Active' },
  crushedStone: { id: 'appearance.preview.crushedStone', defaultMessage: 'Crushed stone 0-32' },
  gravel: { id: 'appearance.preview.gravel', defaultMessage: 'Gravel 16-32' },
  sand: { id: 'appearance.preview.sand', defaultMessage: 'Sand 0-4' },
});

export const pageMessages = defineMessages({
  failed: { id: 'appearance.page.failed', defaultMessage: 'Failed to load data' },
  notLoaded: { id: 'appearance.page.notLoaded', defaultMessage: 'The appearance could not be loaded.' },
});
