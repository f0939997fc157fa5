import { seededRandom } from "@iris/ml-core";

/**
 * Stratified split of sample indices: per class, a seeded shuffle and `fraction` of it
 * (rounded, at least one when the class has two or more samples and fraction > 0) goes to
 * validation. Every class keeps at least one training sample.
 */
export function stratifiedSplit(
  labels: ArrayLike<number>,
  fraction: number,
  seed: number,
): { train: number[]; validation: number[] } {
  const byClass = new Map<number, number[]>();
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i] as number;
    const list = byClass.get(label) ?? [];
    list.push(i);
    byClass.set(label, list);
  }
  const random = seededRandom(seed);
  const train: number[] = [];
  const validation: number[] = [];
  for (const label of [...byClass.keys()].sort((a, b) => a - b)) {
    const members = byClass.get(label) as number[];
    for (let i = members.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [members[i], members[j]] = [members[j] as number, members[i] as number];
    }
    let held = fraction > 0 ? Math.round(members.length * fraction) : 0;
    if (fraction > 0 && members.length >= 2) held = Math.max(1, held);
    held = Math.min(held, members.length - 1);
    validation.push(...members.slice(0, held));
    train.push(...members.slice(held));
  }
  return { train: train.sort((a, b) => a - b), validation: validation.sort((a, b) => a - b) };
}
