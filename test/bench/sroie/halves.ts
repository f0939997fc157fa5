/**
 * The two halves of sroie_dev, fixed before any result was looked at: receipt ids sorted as
 * numbers, even positions (0, 2, 4…) are `dev` (rules may be developed looking at them), odd
 * positions are `check` (scored once per finished candidate, never read receipt by receipt).
 * The set was used for development whole by earlier work, so `all` gives dev figures.
 */
export type Half = "dev" | "check" | "all";

/** Parses `--half dev|check` (default all); anything else is refused. */
export function parseHalf(value: string | undefined): Half {
  if (value === undefined || value === "all") return "all";
  if (value === "dev" || value === "check") return value;
  throw new Error(`--half must be dev, check or all (got ${value})`);
}

/** The ids of `half`, sorted as numbers. */
export function idsOfHalf(ids: string[], half: Half): string[] {
  const sorted = [...ids].sort((a, b) => Number(a) - Number(b));
  if (half === "all") return sorted;
  const parity = half === "dev" ? 0 : 1;
  return sorted.filter((_, i) => i % 2 === parity);
}
