/**
 * Reading a PDF the server made as a person would: its text as laid out (poppler's pdftotext), its page
 * size (pdfinfo), and the QR code on a page rendered to pixels (pdftoppm, decoded with jsQR).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQRModule from 'jsqr';
import { makeTempDir } from './engines.js';

const run = promisify(execFile);

// jsQR is a CommonJS module whose types declare an ES default export: under Node's ESM the default
// import is module.exports, which carries the function both as itself and as `default`.
const jsQR = jsQRModule.default;

/** Runs a poppler tool on the PDF, written to a file of its own, and answers its standard output. */
async function withPdfFile<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await makeTempDir('weighbridge-pdf-');
  try {
    const file = path.join(dir, 'document.pdf');
    await fs.writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const text = (file: string, options: string[]) => run('pdftotext', [...options, '-enc', 'UTF-8', file, '-']).then((output) => output.stdout);

/**
 * The PDF's text with its layout kept (`pdftotext -layout`), UTF-8, without diagonal text: a watermark
 * across the page would otherwise be read letter by letter into the lines it crosses (see pdfDiagonalText).
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, (file) => text(file, ['-layout', '-nodiag']));
}

/** The PDF's diagonal text alone (a watermark), its letters in the order they are drawn; '' when none. */
export function pdfDiagonalText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (file) => {
    const lines = (options: string[]) => text(file, ['-raw', ...options]).then((all) => all.split('\n').map((line) => line.trim()));
    const straight = await lines(['-nodiag']);
    const diagonal: string[] = [];
    for (const line of await lines([])) {
      const at = straight.indexOf(line);
      if (at >= 0) straight.splice(at, 1);
      else diagonal.push(line);
    }
    return diagonal.join('');
  });
}

/** The first page's size in points, as pdfinfo reads it. */
export function pdfPageSize(pdf: Buffer): Promise<{ width: number; height: number; pages: number }> {
  return withPdfFile(pdf, async (file) => {
    const info = (await run('pdfinfo', [file])).stdout;
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
    const pages = /Pages:\s+(\d+)/.exec(info);
    if (!size || !pages) throw new Error(`pdfinfo gave no page size: ${info}`);
    return { width: Number(size[1]), height: Number(size[2]), pages: Number(pages[1]) };
  });
}

/** A binary PGM (P5) image: its header (magic, width, height, maxval, each after white space) then one byte a pixel. */
export function parsePgm(image: Buffer): { width: number; height: number; gray: Uint8Array } {
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(image[at]!))) at += 1;
    if (image[at] === 0x23) {
      // A comment runs to the end of its line.
      while (image[at] !== 0x0a) at += 1;
      continue;
    }
    const start = at;
    while (!/\s/.test(String.fromCharCode(image[at]!))) at += 1;
    fields.push(image.subarray(start, at).toString('ascii'));
  }
  const [magic, width, height, maxValue] = [fields[0], Number(fields[1]), Number(fields[2]), Number(fields[3])];
  if (magic !== 'P5' || maxValue > 255) throw new Error(`not an 8-bit binary PGM: ${fields.join(' ')}`);
  // One white-space byte ends the header.
  const gray = image.subarray(at + 1, at + 1 + width * height);
  if (gray.length !== width * height) throw new Error(`PGM of ${width}x${height} holds ${gray.length} pixels`);
  return { width, height, gray };
}

/** The text of the QR code on page 1, rendered at 200 dpi in gray; undefined when none is found. */
export function pdfQrCode(pdf: Buffer): Promise<string | undefined> {
  return withPdfFile(pdf, async (file, dir) => {
    await run('pdftoppm', ['-r', '200', '-gray', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const [image] = (await fs.readdir(dir)).filter((name) => name.endsWith('.pgm'));
    if (!image) throw new Error('pdftoppm wrote no page');
    const { width, height, gray } = parsePgm(await fs.readFile(path.join(dir, image)));
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < gray.length; pixel += 1) {
      rgba.fill(gray[pixel]!, pixel * 4, pixel * 4 + 3);
      rgba[pixel * 4 + 3] = 255;
    }
    return jsQR(rgba, width, height)?.data;
  });
}
