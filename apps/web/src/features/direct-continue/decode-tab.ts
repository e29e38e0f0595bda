/**
 * A direct-continue link's tab segment, base64 as the spec has it (part 2, §2.1), read back; the URL-safe alphabet
 * and missing padding are accepted too. Anything that is not base64 of plain text reads as null.
 */
export function decodeTab(segment: string): string | null {
  const normal = segment.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(normal)) return null;
  const unpadded = normal.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return null;
  try {
    const text = atob(unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '='));
    return /^[\x20-\x7e]*$/.test(text) ? text : null;
  } catch {
    return null;
  }
}
