import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { deleteDriverQuestion } from './delete-question';

const driver = { name: 'Marko', surname: 'Novak' };
const intl = createIntl({ locale: 'en', defaultLocale: 'en' });

describe('deleteDriverQuestion', () => {
  it("asks the spec's question alone for a driver no document names", () => {
    expect(deleteDriverQuestion(intl, driver, { scale_documents: 0 })).toBe('Are you sure you want to delete this driver?');
  });

  it('says how many documents name the driver and that they keep the name on the ticket', () => {
    expect(deleteDriverQuestion(intl, driver, { scale_documents: 1234 })).toBe(
      'Are you sure you want to delete this driver?\n\nMarko Novak is named on 1,234 scale documents; they keep the name on the ticket.',
    );
    expect(deleteDriverQuestion(intl, driver, { scale_documents: 1 })).toBe(
      'Are you sure you want to delete this driver?\n\nMarko Novak is named on 1 scale document; it keeps the name on the ticket.',
    );
  });

  it('still says what becomes of the documents when their count could not be read', () => {
    expect(deleteDriverQuestion(intl, driver, undefined)).toBe(
      'Are you sure you want to delete this driver?\n\nScale documents that name Marko Novak keep the name on the ticket.',
    );
  });
});
