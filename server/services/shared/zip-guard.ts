import { inflateRawSync } from 'node:zlib';

/**
 * A small reader of the zip container around an .xlsx, used before a spreadsheet library sees the file: a
 * zip bomb (a few kilobytes that inflate to gigabytes) must be refused by its declared sizes, and its actual
 * inflated size is checked too, since the declared sizes are only the sender's word.
 */

export interface ZipLimits {
  maxEntries: number;
  /** Sum of all entries' uncompressed sizes. */
  maxTotalBytes: number;
  maxEntryBytes: number;
  /** Largest uncompressed/compressed ratio allowed for entries above `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export type ZipRefusal = 'not-zip' | 'too-large' | 'unsupported';

export class ZipRefusedError extends Error {
  constructor(
    readonly reason: ZipRefusal,
    message: string,
  ) {
    super(message);
  }
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;

export function looksLikeZip(buffer: Buffer): boolean {
  return buffer.length >= 4 && buffer.readUInt32LE(0) === LOCAL_HEADER;
}

function findEndOfCentralDirectory(buffer: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end of the file.
  const earliest = Math.max(0, buffer.length - 22 - 0xffff);
  for (let offset = buffer.length - 22; offset >= earliest; offset--) {
    if (buffer.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw new ZipRefusedError('not-zip', 'No zip central directory.');
}

/** The entries the central directory declares, refused when they break the limits. */
export function readCentralDirectory(buffer: Buffer, limits: ZipLimits): ZipEntry[] {
  if (!looksLikeZip(buffer) || buffer.length < 22) throw new ZipRefusedError('not-zip', 'Not a zip file.');
  const end = findEndOfCentralDirectory(buffer);
  const count = buffer.readUInt16LE(end + 10);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    throw new ZipRefusedError('unsupported', 'Zip64 archives are not accepted.');
  }
  if (count > limits.maxEntries) throw new ZipRefusedError('too-large', 'Too many zip entries.');

  const entries: ZipEntry[] = [];
  let total = 0;
  let offset = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== CENTRAL_HEADER) {
      throw new ZipRefusedError('not-zip', 'Damaged zip central directory.');
    }
    const flags = buffer.readUInt16LE(offset + 8);
    const entry: ZipEntry = {
      method: buffer.readUInt16LE(offset + 10),
      compressedSize: buffer.readUInt32LE(offset + 20),
      uncompressedSize: buffer.readUInt32LE(offset + 24),
      localHeaderOffset: buffer.readUInt32LE(offset + 42),
      name: '',
    };
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    entry.name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;

    if (flags & 0x1) throw new ZipRefusedError('unsupported', 'Encrypted zip entries are not accepted.');
    if (entry.method !== STORED && entry.method !== DEFLATED) {
      throw new ZipRefusedError('unsupported', `Zip compression method ${entry.method} is not accepted.`);
    }
    if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff) {
      throw new ZipRefusedError('unsupported', 'Zip64 archives are not accepted.');
    }
    if (entry.localHeaderOffset + 30 + entry.compressedSize > buffer.length) {
      throw new ZipRefusedError('not-zip', 'Damaged zip entry.');
    }
    total += entry.uncompressedSize;
    if (entry.uncompressedSize > limits.maxEntryBytes || total > limits.maxTotalBytes) {
      throw new ZipRefusedError('too-large', 'The archive inflates beyond the size limit.');
    }
    if (
      entry.uncompressedSize > limits.ratioFloorBytes &&
      entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)
    ) {
      throw new ZipRefusedError('too-large', 'The archive is compressed suspiciously well.');
    }
    entries.push(entry);
  }
  return entries;
}

/** An entry's content, refused if it inflates past what the central directory declared. */
function inflateEntry(buffer: Buffer, entry: ZipEntry): Buffer {
  const header = entry.localHeaderOffset;
  if (buffer.readUInt32LE(header) !== LOCAL_HEADER) {
    throw new ZipRefusedError('not-zip', 'Damaged zip entry.');
  }
  const start = header + 30 + buffer.readUInt16LE(header + 26) + buffer.readUInt16LE(header + 28);
  const data = buffer.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED) {
    if (data.length !== entry.uncompressedSize) throw new ZipRefusedError('not-zip', 'Damaged zip entry.');
    return data;
  }
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ZipRefusedError('too-large', 'A zip entry inflates beyond its declared size.');
    }
    throw new ZipRefusedError('not-zip', 'Damaged zip entry.');
  }
}

/**
 * Checks the whole archive: declared sizes first (cheap), then every entry inflated one at a time within
 * its declared size. `visit` sees each inflated entry (the caller counts worksheet rows there).
 */
export function checkZip(
  buffer: Buffer,
  limits: ZipLimits,
  visit: (entry: ZipEntry, content: Buffer) => void = () => {},
): ZipEntry[] {
  const entries = readCentralDirectory(buffer, limits);
  for (const entry of entries) visit(entry, inflateEntry(buffer, entry));
  return entries;
}
