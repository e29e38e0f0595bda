import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { signatureImage } from '@openenroll/contract/wizard/agreement-info';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A pad narrower or lower than this, or larger than a screen could make, is not a signature pad's picture. */
const MIN_SIDE = 40;
const MAX_SIDE = 4000;
/**
 * An empty pad (transparent or one flat color) inflates to a handful of byte values whatever the row filters; ink
 * with its smoothed edges brings many more.
 */
const MIN_DISTINCT_BYTES = 8;

export type CheckedSignature = { dataUrl: string; png: Buffer; sha256: string };

/** A signature pad's PNG data URL, checked to be a whole PNG of a sensible size with ink on it; null when it is not. */
export function checkedSignature(dataUrl: string): CheckedSignature | null {
  if (!signatureImage.safeParse(dataUrl).success) return null;
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (png.length < 64 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  let ended = false;
  for (let at = 8; at + 12 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (data.length !== length) return null;
    if (at === 8 && type !== 'IHDR') return null;
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    }
    if (type === 'IDAT') idat.push(data);
    if (type === 'IEND') {
      ended = true;
      break;
    }
    at += 12 + length;
  }
  if (!ended || idat.length === 0) return null;
  if (width < MIN_SIDE || height < MIN_SIDE / 2 || width > MAX_SIDE || height > MAX_SIDE) return null;
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(idat));
  } catch {
    return null;
  }
  if (!hasInk(pixels)) return null;
  return { dataUrl, png, sha256: createHash('sha256').update(png).digest('hex') };
}

/** Stops at the first bytes that prove ink: a whole screen's pixels rarely need reading. */
function hasInk(pixels: Buffer): boolean {
  const seen = new Uint8Array(256);
  let distinct = 0;
  // An indexed loop: a Buffer's iterator costs several times more per byte, and a pad is mostly empty rows.
  for (let at = 0; at < pixels.length; at++) {
    const byte = pixels[at] as number;
    if (seen[byte]) continue;
    seen[byte] = 1;
    if (++distinct >= MIN_DISTINCT_BYTES) return true;
  }
  return false;
}
