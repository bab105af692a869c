// Counts per kind of a labelled set: how many cases of each kind, and how many of them each judgement holds for.

export type KindTally<K extends string, N extends string> = { readonly kind: K; readonly cases: number } & { readonly [name in N]: number };

/** For each kind, in the order kinds first appear: its number of cases and, per judgement, how many it holds for. */
export function tallyByKind<K extends string, C extends { readonly kind: K }, N extends string>(
  cases: readonly C[],
  judge: (c: C) => Readonly<Record<N, boolean>>,
): KindTally<K, N>[] {
  const byKind = new Map<K, Record<string, number>>();
  for (const c of cases) {
    const entry = byKind.get(c.kind) ?? { cases: 0 };
    entry.cases!++;
    for (const [name, holds] of Object.entries(judge(c))) entry[name] = (entry[name] ?? 0) + (holds ? 1 : 0);
    byKind.set(c.kind, entry);
  }
  return [...byKind].map(([kind, counts]) => ({ kind, ...counts }) as KindTally<K, N>);
}
