/**
 * Tells an Excel workbook by its name and by its first bytes: a .xlsx is a zip archive, a .xls an OLE2
 * compound file. A renamed picture or text file is refused before any parser sees it.
 */
import { IMPORT_MESSAGES, isExcelFileName } from '@weighbridge/contract/import';
import { AppError } from '../../lib/errors.js';

export type WorkbookContainer = 'zip' | 'ole2';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * The container of an uploaded workbook. Either container is accepted under either name, as Excel opens
 * a file by its content: a password-protected .xlsx, for one, is an OLE2 file.
 */
export function workbookContainer(fileName: string, content: Buffer): WorkbookContainer {
  if (!isExcelFileName(fileName)) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.notExcel);
  if (content.length === 0) throw new AppError('BAD_REQUEST', 'The file is empty');
  if (content.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) return 'zip';
  if (content.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) return 'ole2';
  throw new AppError('BAD_REQUEST', `The file is not an Excel workbook, whatever its name says. ${IMPORT_MESSAGES.notExcel}`);
}
