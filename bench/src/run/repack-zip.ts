/**
 * Packs a workbook again with zlib's deflate, as Excel packs its files: the library's own deflate leaves a
 * 100,000-row sheet three times larger, over the 10 MB upload limit.
 */
import { CFB } from '@e965/xlsx';
import { zipArchive } from '@weighbridge/server/src/modules/import/test-workbooks.js';

export function repackZip(workbook: Buffer): Buffer {
  const container = CFB.read(workbook, { type: 'buffer' });
  const files = (container.FileIndex as { type: number; content?: unknown }[]).flatMap((entry, index) =>
    entry.type === 2 && entry.content ? [{ name: (container.FullPaths as string[])[index]!.replace(/^[^/]*\//, ''), data: Buffer.from(entry.content as Uint8Array) }] : [],
  );
  return zipArchive(files);
}
