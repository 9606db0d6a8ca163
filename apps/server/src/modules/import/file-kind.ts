/**
 * Tells an Excel workbook by its name and by its first bytes: a .xlsx is a zip archive, a .xls an OLE2
 * compound file. A renamed picture or text file is refused before any parser sees it; so is a zip or
 * compound file that holds another kind of document (an OpenDocument spreadsheet, Apple Numbers, Quattro
 * Pro), which the Excel reader would otherwise read by rules of its own.
 */
import { CFB } from '@e965/xlsx';
import { IMPORT_MESSAGES, isExcelFileName } from '@weighbridge/contract/import';
import { REFUSALS } from '@weighbridge/contract/refusals';
import { AppError } from '../../lib/errors.js';
import { WORKBOOK_ERRORS } from '@weighbridge/contract/import-refusals';

export type WorkbookContainer = 'zip' | 'ole2';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Parts whose presence makes the reader take a zip for an OpenDocument or Numbers file, whatever else it holds. */
const OTHER_PACKAGE_PARTS = ['meta-inf/manifest.xml', 'objectdata.xml', 'index/document.iwa'];

const notExcel = () => new AppError('BAD_REQUEST', WORKBOOK_ERRORS.notExcelPackage);

/**
 * The container of an uploaded workbook. Either container is accepted under either name, as Excel opens
 * a file by its content: a password-protected .xlsx, for one, is an OLE2 file.
 */
export function workbookContainer(fileName: string, content: Buffer): WorkbookContainer {
  if (!isExcelFileName(fileName)) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.notExcel);
  if (content.length === 0) throw new AppError('BAD_REQUEST', REFUSALS.fileEmpty);
  if (content.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) return 'zip';
  if (content.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) return 'ole2';
  throw new AppError('BAD_REQUEST', REFUSALS.notExcelInside);
}

/** Names as the reader compares them: without letter case, a leading slash or backslashes. */
const partKey = (name: string) => name.replaceAll('\\', '/').replace(/^\//, '').toLowerCase();

/** Refuses a zip that is not an Office Open XML workbook: its content types and the workbook part Excel writes. */
export function checkExcelPackage(partNames: readonly string[]): void {
  const parts = new Set(partNames.map(partKey));
  if (OTHER_PACKAGE_PARTS.some((name) => parts.has(name))) throw notExcel();
  if (!parts.has('[content_types].xml') || !parts.has('xl/workbook.xml')) throw notExcel();
}

/**
 * Refuses a compound file that holds no Excel 97-2003 (BIFF) workbook stream, or answers that it is
 * password-protected: a protected .xlsx is its encrypted package inside a compound file. A BIFF sheet
 * has at most 65,536 rows of 256 columns, so the row limit is the reader's own (see workbook.ts).
 */
export function checkCompoundFile(content: Buffer): void {
  let streams: Set<string>;
  try {
    // The reader's compound-file library comes untyped; its directory is a list of full paths.
    const container = CFB.read(content, { type: 'buffer' }) as { FullPaths: string[] };
    streams = new Set(container.FullPaths.map((path) => partKey(path.replace(/^[^/]*\//, ''))));
  } catch {
    throw new AppError('BAD_REQUEST', WORKBOOK_ERRORS.damaged);
  }
  if (streams.has('encryptedpackage') || streams.has('encryptioninfo')) throw new AppError('BAD_REQUEST', WORKBOOK_ERRORS.encrypted);
  if (!streams.has('workbook') && !streams.has('book')) throw notExcel();
}
