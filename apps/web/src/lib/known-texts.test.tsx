import { render, screen } from '@testing-library/react';
import type { Locale } from '@weighbridge/contract/preferences';
import { BACKUP_FILE_REFUSALS } from '@weighbridge/contract/backups';
import { IMPORT_WRITING_STOPPED } from '@weighbridge/contract/import-refusals';
import { REFUSALS, REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import { DOCUMENT_MESSAGES } from '@weighbridge/contract/scale-documents';
import { STOP_MESSAGES } from '@weighbridge/contract/stops';
import { USER_MESSAGES } from '@weighbridge/contract/users';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { loadCatalogue } from '../app/i18n/catalogues';
import { useKnownTexts } from './known-texts';

function Shown({ texts }: { texts: string[] }) {
  const knownText = useKnownTexts();
  return (
    <ul>
      {texts.map((text) => (
        <li key={text}>{knownText(text)}</li>
      ))}
    </ul>
  );
}

/** What a page in `locale` shows for each text the server answered. */
async function shownIn(locale: Locale, texts: string[]): Promise<string[]> {
  const { unmount } = render(
    <IntlProvider locale={locale} defaultLocale="en" messages={await loadCatalogue(locale)}>
      <Shown texts={texts} />
    </IntlProvider>,
  );
  const shown = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
  unmount();
  return shown;
}

describe('a refusal the server answers in English', () => {
  const answers = [
    REFUSALS.scaleDocumentNotFound,
    USER_MESSAGES.taken('jo.miller'),
    REFUSALS_WITH_VALUES.doesNotExist('Vehicle', 12),
    REFUSALS_WITH_VALUES.nothingDeleted(REFUSALS.importStillWriting),
    DOCUMENT_MESSAGES.voided('SD-2026-000123'),
    IMPORT_WRITING_STOPPED.stoppedPartway(IMPORT_WRITING_STOPPED.serverStopping, 2000, 5000),
    BACKUP_FILE_REFUSALS.damagedAtLine('backup-2026-03-02.jsonl.gz', 12),
    STOP_MESSAGES.commentRequired('Breakdown'),
    'A text no one knows',
  ];

  it('reads in German on a German page, with its values in place', async () => {
    expect(await shownIn('de', answers)).toEqual([
      'Beleg nicht gefunden',
      "Der Benutzername 'jo.miller' ist bereits vergeben",
      'Fahrzeug 12 gibt es nicht',
      'Ein Import wird noch geschrieben. Leeren Sie die Datenbank, wenn er fertig ist.; es wurde nichts gelöscht',
      'Beleg SD-2026-000123 storniert',
      'Der Import wurde angenommen, aber das Schreiben seiner Belege brach ab, weil der Server beendet wird (2000 von 5000 Belegen geschrieben). ' +
        'Der Rest wird geschrieben, wenn der Server wieder startet, oder bevor der nächste Import angenommen wird.',
      'backup-2026-03-02.jsonl.gz ist in Zeile 12 beschädigt',
      "Für 'Breakdown' ist ein Kommentar erforderlich",
      'A text no one knows',
    ]);
  });

  it('reads exactly as it came on an English page', async () => {
    expect(await shownIn('en', answers)).toEqual(answers);
  });
});
