/**
 * What the upload check looks for in a workbook's XML parts while it inflates them, chunk by chunk:
 * - A document type declaration. A spreadsheet package may not contain one (Open Packaging Conventions,
 *   ECMA-376 part 2), and it is what "billion laughs" entity expansion and external entities
 *   (SYSTEM "file:///etc/passwd") need. The Excel reader never expands entities, but a file that declares
 *   them is hostile or broken, and gets a clear answer instead of '&lol9;' imported as a material.
 * - The rows of the only sheet, so that a sheet past the row limit is refused before the reader parses
 *   it, which costs about 200 MB for a million rows. A workbook of several sheets is left to the reader's
 *   own limit, since only its first sheet is imported.
 */
import { AppError } from '../../lib/errors.js';
import { MAX_DATA_ROWS } from './limits.js';
import { WORKBOOK_ERRORS } from './workbook-errors.js';

type Inspect = (chunk: Buffer) => void;

/** Parts the reader parses as XML; pictures and other binary parts may hold any bytes. */
const XML_PART = /\.(xml|rels|vml)$/i;
const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/i;

export const isWorksheetPart = (name: string): boolean => WORKSHEET_PART.test(name);

/** Counts a pattern in a stream of chunks, also where it spans two of them; answers the running total. */
export function patternCounter(text: string): (chunk: Buffer) => number {
  const pattern = Buffer.from(text);
  const overlap = pattern.length - 1;
  let tail = Buffer.alloc(0);
  let count = 0;
  const countIn = (buffer: Buffer) => {
    for (let at = buffer.indexOf(pattern); at >= 0; at = buffer.indexOf(pattern, at + pattern.length)) count += 1;
  };
  return (chunk) => {
    // Shorter than the pattern on either side, the seam only holds matches that span the two chunks.
    countIn(Buffer.concat([tail, chunk.subarray(0, overlap)]));
    countIn(chunk);
    tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - overlap)));
    return count;
  };
}

/** The inspection of one part, given its name and whether it is the workbook's only sheet. */
export function partInspector(name: string, onlySheet: boolean): Inspect {
  if (!XML_PART.test(name)) return () => undefined;
  const declarations = ['<!DOCTYPE', '<!ENTITY'].map(patternCounter);
  const rows = onlySheet ? ['<row ', '<row>'].map(patternCounter) : [];
  return (chunk) => {
    if (declarations.some((count) => count(chunk) > 0)) throw new AppError('BAD_REQUEST', WORKBOOK_ERRORS.xmlDeclarations);
    // The header and the allowed rows; a row past them means too many, as the reader would find.
    if (rows.reduce((total, count) => total + count(chunk), 0) > MAX_DATA_ROWS + 1) {
      throw new AppError('PAYLOAD_TOO_LARGE', WORKBOOK_ERRORS.tooManyRows);
    }
  };
}
