/** Every layout family, and the round-robin that assigns one to each (type, seed, index). */
import { Rng } from "../rng.ts";
import { DOCUMENT_TYPES, type DocumentType } from "../types.ts";
import type { Family, FamilyInfo, SplitSelector } from "./family.ts";
import { HELDOUT_FAMILIES } from "./heldout/index.ts";
import { TRAIN_FAMILIES } from "./train/index.ts";
import { ORIGINAL_FAMILIES } from "./train/original.ts";

/**
 * The latest roster: 1 is the round robin before the Bolivian, Caribbean, Central American and
 * US families joined, 2 includes them, 3 to 5 add the families of those rosters. Tests that pin a
 * document by (type, seed, index) may name an earlier roster to keep the document they were
 * written against.
 */
export const LATEST_ROSTER = 5;

const ALL: readonly Family[] = [...ORIGINAL_FAMILIES, ...TRAIN_FAMILIES, ...HELDOUT_FAMILIES];

const BY_NAME = new Map<string, Family>();
for (const family of ALL) {
  if (BY_NAME.has(family.name)) throw new Error(`corpus: family ${family.name} defined twice`);
  BY_NAME.set(family.name, family);
}

/** The public description of each family, optionally of one type and one split, in a fixed order. */
export function listFamilies(type?: DocumentType, split: SplitSelector = "all"): FamilyInfo[] {
  return familiesOf(type, split).map(({ name, type, split, description, roster }) => ({
    name,
    type,
    split,
    description,
    ...(roster ? { roster } : {}),
  }));
}

function familiesOf(
  type: DocumentType | undefined,
  split: SplitSelector,
  roster = LATEST_ROSTER,
): Family[] {
  return ALL.filter(
    (f) =>
      (type === undefined || f.type === type) &&
      (split === "all" || f.split === split) &&
      (f.roster ?? 1) <= roster,
  );
}

/** The family called `name`; throws when there is none or it is of another type. */
export function familyByName(name: string, type?: DocumentType): Family {
  const family = BY_NAME.get(name);
  if (!family) throw new Error(`corpus: unknown family "${name}"`);
  if (type !== undefined && family.type !== type)
    throw new Error(`corpus: family "${name}" is a ${family.type}, not a ${type}`);
  return family;
}

/**
 * The family of document (type, seed, index) within `split`. A document's index is its place
 * in the five-type round robin of a corpus (see corpusPlan), so `index / 5` counts the documents
 * of its type; families take turns over that count, starting at an offset fixed by the seed.
 * `roster` draws from the families that had joined by then (default: all).
 */
export function familyFor(
  type: DocumentType,
  seed: number,
  index: number,
  split: SplitSelector,
  roster = LATEST_ROSTER,
): Family {
  const families = familiesOf(type, split, roster);
  if (families.length === 0) throw new Error(`corpus: no ${split} family for ${type}`);
  const offset = new Rng(`families/${type}/${seed}`).int(0, families.length - 1);
  const turn = Math.floor(index / DOCUMENT_TYPES.length);
  return families[(turn + offset) % families.length] as Family;
}
