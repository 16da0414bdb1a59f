// Row ids: UUIDv7 (RFC 9562) made by the application, so ids are known before the insert and sort by creation
// time (good B-tree locality, and "newest first" can order by id).
import { randomFillSync } from 'node:crypto';

/**
 * Random bytes drawn from the system in blocks of 256 ids, as crypto.randomUUID does: a document write makes about
 * ten ids, and one system call each cost more than the rest of the id (issue 9 item 10).
 */
const pool = Buffer.alloc(16 * 256);
let next = pool.length;

function sixteenRandomBytes(): Buffer {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  next += 16;
  return Buffer.from(pool.subarray(next - 16, next));
}

/** A new UUIDv7: 48-bit Unix milliseconds, version 7, 74 random bits, RFC 4122 variant. */
export function newId(now: number = Date.now()): string {
  const bytes = sixteenRandomBytes();
  // 48-bit big-endian timestamp; split because JS bit operators work on 32 bits only.
  const high = Math.floor(now / 2 ** 16);
  bytes.writeUInt32BE(high >>> 0, 0);
  bytes.writeUInt16BE(now % 2 ** 16, 4);
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the text is a syntactically valid UUID (any version): a cheap guard before a uuid-typed query. */
export function isUuid(text: string): boolean {
  return UUID_PATTERN.test(text);
}
