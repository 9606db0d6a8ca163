/** The page's checks of the chosen file, in the spec's words, before anything is sent. */
import { IMPORT_MESSAGES, isExcelFileName } from '@weighbridge/contract/import';

/** Why the file cannot be sent, or null when it can. */
export function fileProblem(file: File | null): string | null {
  if (!file) return IMPORT_MESSAGES.noFile;
  if (!isExcelFileName(file.name)) return IMPORT_MESSAGES.notExcel;
  return null;
}
