// Finds which of a fixed set of strings occur in a text, all at once in one pass (an Aho-Corasick
// automaton with a dense transition table): the cost is one table read per character, whatever
// the number of strings, and a few steps more where the start of a long string is found.

/**
 * Characters of each string the automaton reads; the rest of a longer string (its tail) is followed
 * in a trie from where its head was found. Long strings rule out more (` going to kill ` more than
 * ` going to k`), but a table over every character of them would be several times larger than the
 * processor's caches, and each character read would wait on memory.
 */
const HEAD_CHARS = 12;
const SPACE = 32;

/** The tails of strings past their heads, as one trie with a root per head: read only where a head was found. */
class Tails {
  /** Root node of each head's tails, or -1. */
  readonly root: Int32Array;
  /** Children of a node: `char[k]`, `node[k]` for k in `[first[n], first[n + 1])`. */
  readonly first: Int32Array;
  readonly char: Uint16Array;
  readonly node: Int32Array;
  /** Id of the string that ends at each node, or -1. */
  readonly ends: Int32Array;

  constructor(heads: number, tails: readonly (readonly [head: number, tail: string, id: number])[]) {
    const children: Map<number, number>[] = [];
    const ends: number[] = [];
    const root = new Int32Array(heads).fill(-1);
    const add = () => (children.push(new Map()), ends.push(-1), children.length - 1);
    for (const [head, tail, id] of tails) {
      let node = root[head]! >= 0 ? root[head]! : (root[head] = add());
      for (let i = 0; i < tail.length; i++) {
        const c = tail.charCodeAt(i);
        let child = children[node]!.get(c);
        if (child === undefined) children[node]!.set(c, (child = add()));
        node = child;
      }
      ends[node] = id;
    }
    this.root = root;
    this.first = new Int32Array(children.length + 1);
    children.forEach((map, n) => (this.first[n + 1] = this.first[n]! + map.size));
    this.char = Uint16Array.from(children.flatMap((map) => [...map.keys()]));
    this.node = Int32Array.from(children.flatMap((map) => [...map.values()]));
    this.ends = Int32Array.from(ends);
  }
}

export class LiteralIndex {
  readonly #ids = new Map<string, number>();
  /** Column of each UTF-16 unit in the table; 0 for units no string contains. */
  readonly #symbol = new Uint16Array(0x10000);
  #width = 1;
  /** Transitions, `next[state * width + symbol]`: 16 bits a cell while the states fit, so the table stays small in cache. */
  #next: Uint16Array | Int32Array = new Uint16Array(0);
  /** States from this one on are where strings end. */
  #firstLoud = 0;
  /**
   * For each of those states, the heads that end there (own and by suffix):
   * `found[first[s - firstLoud]..first[s - firstLoud + 1])`.
   */
  #first = new Int32Array(1);
  #found = new Int32Array(0);
  /** The id of the string that is each head itself, or -1. */
  #headString = new Int32Array(0);
  #tails = new Tails(0, []);

  constructor(strings: Iterable<string>) {
    for (const s of strings) if (s !== '' && !this.#ids.has(s)) this.#ids.set(s, this.#ids.size);
    this.#build();
  }

  /** The id of `s` in this index, or undefined when it was not given. */
  id(s: string): number | undefined {
    return this.#ids.get(s);
  }

  get size(): number {
    return this.#ids.size;
  }

  /**
   * Sets `seen[id]` to `mark` for every string occurring in `text`, and lists each of them once in
   * `met` (both must hold `size` entries); returns how many were listed. With `spaced`, the text is
   * read as if a space stood before and after it (strings that hold a word's edges), without the
   * copy of the text that adding them would make.
   */
  mark(text: string, seen: Int32Array, mark: number, met: Int32Array, spaced = false): number {
    const next = this.#next;
    const symbol = this.#symbol;
    const width = this.#width;
    const first = this.#first;
    const found = this.#found;
    const loud = this.#firstLoud;
    const headString = this.#headString;
    const tails = this.#tails;
    let count = 0;
    const see = (id: number): void => {
      if (seen[id] === mark) return;
      seen[id] = mark;
      met[count++] = id;
    };
    const pad = spaced ? 1 : 0;
    const length = text.length + 2 * pad;
    // The unit at `i` of the text as read: a space at either end when spaced.
    const unit = (i: number): number => (spaced && (i === 0 || i === length - 1) ? SPACE : text.charCodeAt(i - pad));
    // The strings whose heads end in `state`, reached at `i` of the text as read.
    const reached = (state: number, i: number): void => {
      for (let k = first[state - loud]!, end = first[state - loud + 1]!; k < end; k++) {
        const head = found[k]!;
        if (headString[head]! >= 0) see(headString[head]!);
        // The tails go on from the character after the head: one step per character that still fits one.
        for (let node = tails.root[head]!, j = i + 1; node >= 0 && j < length; j++) {
          const c = unit(j);
          let child = -1;
          for (let e = tails.first[node]!, stop = tails.first[node + 1]!; e < stop && child < 0; e++) if (tails.char[e] === c) child = tails.node[e]!;
          node = child;
          if (node >= 0 && tails.ends[node]! >= 0) see(tails.ends[node]!);
        }
      }
    };
    let state = 0;
    if (spaced && (state = next[symbol[SPACE]!]!) >= loud) reached(state, 0);
    // The text itself, one table read a character: the hot loop reads the string directly.
    for (let i = 0; i < text.length; i++) {
      state = next[state * width + symbol[text.charCodeAt(i)]!]!;
      if (state >= loud) reached(state, i + pad);
    }
    if (spaced && (state = next[state * width + symbol[SPACE]!]!) >= loud) reached(state, length - 1);
    return count;
  }

  #build(): void {
    const heads = new Map<string, number>();
    const tails: [number, string, number][] = [];
    for (const [s, id] of this.#ids) {
      const head = s.slice(0, HEAD_CHARS);
      if (!heads.has(head)) heads.set(head, heads.size);
      if (s.length > HEAD_CHARS) tails.push([heads.get(head)!, s.slice(HEAD_CHARS), id]);
    }
    this.#headString = new Int32Array(heads.size).fill(-1);
    for (const [head, h] of heads) if (this.#ids.has(head)) this.#headString[h] = this.#ids.get(head)!;
    this.#tails = new Tails(heads.size, tails);
    for (const s of heads.keys()) for (let i = 0; i < s.length; i++) if (this.#symbol[s.charCodeAt(i)] === 0) this.#symbol[s.charCodeAt(i)] = this.#width++;
    const width = this.#width;
    // The trie first, with transitions as maps; then breadth first, failure links fill the table.
    const children: Map<number, number>[] = [new Map()];
    const own: number[][] = [[]];
    for (const [s, id] of heads) {
      let state = 0;
      for (let i = 0; i < s.length; i++) {
        const sym = this.#symbol[s.charCodeAt(i)]!;
        let child = children[state]!.get(sym);
        if (child === undefined) {
          child = children.length;
          children.push(new Map());
          own.push([]);
          children[state]!.set(sym, child);
        }
        state = child;
      }
      own[state]!.push(id);
    }
    const next = new Int32Array(children.length * width);
    const fail = new Int32Array(children.length);
    const found: (readonly number[])[] = new Array<readonly number[]>(children.length);
    found[0] = [];
    const queue: number[] = [];
    for (const [sym, child] of children[0]!) {
      next[sym] = child;
      queue.push(child);
    }
    for (let q = 0; q < queue.length; q++) {
      const state = queue[q]!;
      const f = fail[state]!;
      found[state] = own[state]!.length === 0 ? found[f]! : [...own[state]!, ...found[f]!];
      for (let sym = 0; sym < width; sym++) {
        const child = children[state]!.get(sym);
        if (child === undefined) next[state * width + sym] = next[f * width + sym]!;
        else {
          fail[child] = next[f * width + sym]!;
          next[state * width + sym] = child;
          queue.push(child);
        }
      }
    }
    // States renumbered so that those where a string ends come last: the scan tells them apart by
    // one comparison, and reads the list of strings only there.
    const order = [...queue.keys()].map((q) => queue[q]!);
    order.unshift(0);
    const quiet = order.filter((state) => found[state]!.length === 0);
    const loud = order.filter((state) => found[state]!.length > 0);
    const renumbered = [...quiet, ...loud];
    const id = new Int32Array(children.length);
    renumbered.forEach((state, k) => (id[state] = k));
    const table = new Int32Array(next.length);
    for (let state = 0; state < children.length; state++) {
      for (let sym = 0; sym < width; sym++) table[id[state]! * width + sym] = id[next[state * width + sym]!]!;
    }
    this.#next = children.length <= 0x10000 ? Uint16Array.from(table) : table;
    this.#firstLoud = quiet.length;
    this.#first = new Int32Array(loud.length + 1);
    loud.forEach((state, k) => (this.#first[k + 1] = this.#first[k]! + found[state]!.length));
    this.#found = Int32Array.from(loud.flatMap((state) => found[state]!));
  }
}
