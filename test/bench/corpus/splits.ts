/**
 * Held-out families first: every suite that measures accuracy on the corpus takes
 * `--split heldout|train|both` (default both) and reports a `heldout` section before `train`.
 */
import { corpusPlan, listFamilies, type PlannedDocument } from "@iris/models/corpus";

/** A family split of the corpus. */
export type Split = "heldout" | "train";
/** What `--split` asks for. */
export type SplitArg = Split | "both";

/** Reads `--split` (default "both"); throws on anything else. */
export function parseSplit(args: readonly string[]): SplitArg {
  const at = args.indexOf("--split");
  const value = at >= 0 ? args[at + 1] : "both";
  if (value !== "heldout" && value !== "train" && value !== "both")
    throw new Error(`--split must be heldout, train or both, got "${value}"`);
  return value;
}

/** The splits to measure, held-out first. */
export function splitsOf(arg: SplitArg): Split[] {
  return arg === "both" ? ["heldout", "train"] : [arg];
}

/**
 * Training families named on a suite's command line (`--families a,b`), each measured on its
 * own documents: a held-out family is refused, since nobody looks at one's single documents.
 */
export function namedFamilies(names: readonly string[] | undefined): string[] | undefined {
  if (!names?.length) return undefined;
  const heldOut = new Set(listFamilies(undefined, "heldout").map((f) => f.name));
  const refused = names.filter((name) => heldOut.has(name));
  if (refused.length) throw new Error(`--families names held-out families: ${refused.join(", ")}`);
  return [...names];
}

/** `n` documents of each named training family (see namedFamilies). */
export function familiesPlan(
  families: readonly string[],
  n: number,
  seed: number,
): PlannedDocument[] {
  return families.flatMap((family) => corpusPlan({ n, seed, split: "train", family }));
}

/** `n` documents of a split: types round-robin, the split's families in turn within a type. */
export function planOf(
  split: Split,
  n: number,
  seed: number,
  types?: readonly PlannedDocument["type"][],
): PlannedDocument[] {
  return corpusPlan({ n, seed, split, ...(types?.length ? { types } : {}) });
}

/** Runs `measure` for each split in order and keys the results by split (held-out first). */
export async function perSplit<T>(
  arg: SplitArg,
  measure: (split: Split) => Promise<T>,
): Promise<Partial<Record<Split, T>>> {
  const out: Partial<Record<Split, T>> = {};
  for (const split of splitsOf(arg)) out[split] = await measure(split);
  return out;
}

/** Items grouped by a key, in first-seen order. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** A summary of each type and each family: `summarise` applied to their items. */
export function breakdown<T extends { type: string; family: string }, S>(
  items: readonly T[],
  summarise: (items: T[]) => S,
): { by_type: Record<string, S>; by_family: Record<string, S> } {
  const sorted = (m: Map<string, T[]>) =>
    Object.fromEntries(
      [...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, summarise(v)]),
    );
  return {
    by_type: sorted(groupBy(items, (i) => i.type)),
    by_family: sorted(groupBy(items, (i) => i.family)),
  };
}
