/**
 * Checks a .xlsx (a zip archive) before the Excel reader unpacks it: the number of files, that none is
 * encrypted, how large they are once unpacked, what xml-parts.ts looks for inside them, and last that it
 * is an Excel package at all (so that an OpenDocument bomb is answered by what it declares). The sizes
 * the archive declares are not trusted: each file is inflated as a stream that is counted and thrown
 * away, so a zip bomb that lies about its sizes is stopped at the ceiling while holding only one chunk.
 */
import { createInflateRaw } from 'node:zlib';
import { AppError } from '../../lib/errors.js';
import { MAX_UNZIPPED_BYTES } from '@weighbridge/contract/import-refusals';
import { MAX_ZIP_ENTRIES } from './limits.js';
import { checkExcelPackage } from './file-kind.js';
import { WORKBOOK_ERRORS } from '@weighbridge/contract/import-refusals';
import { isWorksheetPart, partInspector } from './xml-parts.js';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const ZIP64_EXTRA_FIELD = 0x0001;
const STORED = 0;
const DEFLATED = 8;
/** Large enough that a 256 MB part is a few hundred steps, small enough that memory stays flat. */
const INFLATE_CHUNK_BYTES = 1024 * 1024;

type ZipEntry = { name: string; method: number; encrypted: boolean; compressedSize: number; size: number; localHeaderOffset: number };

const damaged = () => new AppError('BAD_REQUEST', WORKBOOK_ERRORS.damaged);
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', WORKBOOK_ERRORS.unzipsTooLarge);

/** Refuses an archive that is damaged, encrypted, too many files, too large unpacked, refused by its XML parts, or no Excel package. */
export async function checkZipLimits(archive: Buffer): Promise<void> {
  const entries = readCentralDirectory(archive);
  if (entries.some((entry) => entry.encrypted)) throw new AppError('BAD_REQUEST', WORKBOOK_ERRORS.encrypted);
  let declared = 0;
  for (const entry of entries) declared += entry.size;
  if (declared > MAX_UNZIPPED_BYTES) throw tooLarge();
  const onlySheet = entries.filter((entry) => isWorksheetPart(entry.name)).length === 1;
  let unpacked = 0;
  for (const entry of entries) {
    const inspect = partInspector(entry.name, onlySheet && isWorksheetPart(entry.name));
    unpacked += await unpackedSize(archive, entry, MAX_UNZIPPED_BYTES - unpacked, inspect);
    if (unpacked > MAX_UNZIPPED_BYTES) throw tooLarge();
  }
  checkExcelPackage(entries.map((entry) => entry.name));
}

function readCentralDirectory(archive: Buffer): ZipEntry[] {
  const end = findEndOfCentralDirectory(archive);
  const count = archive.readUInt16LE(end + 10);
  const offset = archive.readUInt32LE(end + 16);
  if (count > MAX_ZIP_ENTRIES) throw new AppError('PAYLOAD_TOO_LARGE', WORKBOOK_ERRORS.tooManyParts);
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > archive.length || archive.readUInt32LE(at) !== CENTRAL_FILE_HEADER) throw damaged();
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      name: archive.toString('utf8', at + 46, at + 46 + nameLength),
      encrypted: (archive.readUInt16LE(at + 8) & 1) === 1,
      method: archive.readUInt16LE(at + 10),
      compressedSize: archive.readUInt32LE(at + 20),
      size: archive.readUInt32LE(at + 24),
      localHeaderOffset: archive.readUInt32LE(at + 42),
    };
    const extraStart = at + 46 + nameLength;
    if (extraStart + extraLength > archive.length) throw damaged();
    readZip64Sizes(archive.subarray(extraStart, extraStart + extraLength), entry);
    entries.push(entry);
    at = extraStart + extraLength + commentLength;
  }
  return entries;
}

/** The end record sits in the last 22 bytes, or further back by the length of an archive comment. */
function findEndOfCentralDirectory(archive: Buffer): number {
  const earliest = Math.max(0, archive.length - 22 - 0xffff);
  for (let at = archive.length - 22; at >= earliest; at -= 1) {
    if (archive.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw damaged();
}

/** Sizes past 4 GB are written as 0xFFFFFFFF with the real ones in a zip64 extra field. */
function readZip64Sizes(extra: Buffer, entry: ZipEntry): void {
  const MAX_32 = 0xffffffff;
  if (entry.size !== MAX_32 && entry.compressedSize !== MAX_32) return;
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA_FIELD && length >= 16) {
      entry.size = Number(extra.readBigUInt64LE(at + 4));
      entry.compressedSize = Number(extra.readBigUInt64LE(at + 12));
      return;
    }
    at += 4 + length;
  }
  throw damaged();
}

/** Inflates one file as a stream, counting its size against what is left of the limit; answers its real size. */
async function unpackedSize(archive: Buffer, entry: ZipEntry, allowance: number, inspect: (chunk: Buffer) => void): Promise<number> {
  const at = entry.localHeaderOffset;
  if (at + 30 > archive.length || archive.readUInt32LE(at) !== LOCAL_FILE_HEADER) throw damaged();
  const start = at + 30 + archive.readUInt16LE(at + 26) + archive.readUInt16LE(at + 28);
  if (start + entry.compressedSize > archive.length) throw damaged();
  const data = archive.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED) {
    inspect(data);
    return data.length;
  }
  if (entry.method !== DEFLATED) throw damaged();
  const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
  let size = 0;
  try {
    inflater.end(data);
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > allowance) throw tooLarge();
      inspect(chunk);
    }
    return size;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw damaged();
  } finally {
    inflater.destroy();
  }
}
