import type { Family } from "../family.ts";

/** Training families added beside the original designs. */
export const TRAIN_FAMILIES: readonly Family[] = [];
