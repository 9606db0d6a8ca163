/**
 * The one maker of every PDF the server produces (the printed ticket, the reports' exports): pdfmake, with
 * Roboto embedded (it covers Latin Extended, so Č, Š, Ž, Ł and Ő print as typed) and read into memory once.
 * A document definition may name no file and no address: nothing is fetched while a PDF is made.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake, { type PdfDefinition } from 'pdfmake';

export type { Content, PdfDefinition, TableCell } from 'pdfmake';

const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

let ready = false;

/** Loads the fonts into pdfmake's in-memory files, once, and closes every other way to a file or a URL. */
function preparePdfmake(): void {
  if (ready) return;
  const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  for (const file of Object.values(FONT_FILES)) pdfmake.virtualfs.writeFileSync(file, readFileSync(path.join(fontDir, file)));
  pdfmake.setFonts({ Roboto: FONT_FILES });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
}

/**
 * The PDF of a document definition, whole (tickets and reports are a few pages). pdfmake writes the
 * measured height into a page size of height 'auto' (a ticket roll), so each PDF gets its own copy of it:
 * a size kept in a constant would otherwise keep the first PDF's height.
 */
export async function pdfBuffer(definition: PdfDefinition): Promise<Buffer> {
  preparePdfmake();
  const pageSize = typeof definition.pageSize === 'object' ? { ...definition.pageSize } : definition.pageSize;
  return pdfmake.createPdf({ ...definition, ...(pageSize && { pageSize }), defaultStyle: { font: 'Roboto', ...definition.defaultStyle } }).getBuffer();
}

export const PDF_CONTENT_TYPE = 'application/pdf';
