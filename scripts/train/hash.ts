// The 32-bit FNV-1a hash of a string: where a text falls (its portion, its place in an epoch's order)
// follows from the text alone.
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
