// The 32-bit FNV-1a hash of a string or of a part of one, read in place: where a training text falls
// (its portion, its place in an epoch's order) and where a word lies in a table follow from its text
// alone.
export function fnv1a(text: string, from = 0, to = text.length): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
