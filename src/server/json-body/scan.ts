// A byte scan that bounds what JSON.parse would build, before it builds it: millions of tiny
// values in a 16 MiB body would hold a thread for seconds, a few long strings only milliseconds.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const STRUCTURAL = new Set([0x2c, 0x3a, 0x5b, 0x7b]); // , : [ {

/** Counts the commas, colons and opening brackets outside strings, stopping once past `limit`. */
export function countJsonStructure(bytes: Uint8Array, limit: number): number {
  let count = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (STRUCTURAL.has(byte) && ++count > limit) {
      return count;
    }
  }
  return count;
}
