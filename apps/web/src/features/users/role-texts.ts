/**
 * A role's label and description in the reader's language: a built-in role's are the contract's texts,
 * which have their translations; a custom role reads as its administrator wrote it.
 */
import { isBuiltInRole } from '@weighbridge/contract/permissions';
import { useIntl } from 'react-intl';
import { builtInRoleDescriptionMessages, builtInRoleLabelMessages } from './messages';

export function useRoleTexts() {
  const intl = useIntl();
  return {
    /** @example label('operator', 'Operator') // 'Bediener' in German */
    label: (name: string, label: string) => (isBuiltInRole(name) ? intl.formatMessage(builtInRoleLabelMessages[name]) : label),
    description: (name: string, description: string | null) =>
      isBuiltInRole(name) && description !== null ? intl.formatMessage(builtInRoleDescriptionMessages[name]) : description,
  };
}
