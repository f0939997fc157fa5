import { generateDocument } from "@iris/models/corpus";
import { openPhase1, trueCorners } from "../corpus/phase1";
import { planOf } from "../corpus/splits";

/** A training-family page to read, with the text lines drawn on it. */
export interface CorpusPage {
  id: string;
  type: string;
  /** PNG: the flat scan, or the photo after phase 1. */
  image: Buffer;
  lines: string[];
}

/**
 * `n` documents of the training families (types round-robin, `planOf`): their flat scans,
 * or their photos through the image-processor's /process in this process (true corners when
 * it is unavailable). Held-out families are never generated here.
 */
export async function corpusPages(
  kind: "scans" | "photos",
  n: number,
  seed: number,
): Promise<{ pages: CorpusPage[]; method: string }> {
  const phase1 = kind === "photos" ? await openPhase1() : undefined;
  const pages: CorpusPage[] = [];
  let fallbacks = 0;
  try {
    for (const { type, index } of planOf("train", n, seed)) {
      const doc = await generateDocument(type, seed, index, {
        split: "train",
        ...(kind === "scans" ? { scansOnly: true } : {}),
      });
      let image = kind === "scans" ? doc.scan : undefined;
      if (kind === "photos") {
        image = phase1 ? (await phase1.process(doc.photo).catch(() => undefined))?.png : undefined;
        if (!image) fallbacks++;
        image ??= await trueCorners(doc.photo, doc.truth.photo.corners);
      }
      pages.push({
        id: doc.truth.id,
        type,
        image: image as Buffer,
        lines: doc.truth.lines.map((l) => l.text),
      });
    }
  } finally {
    await phase1?.close();
  }
  const method =
    kind === "scans"
      ? "flat scans"
      : phase1
        ? `photos through the image-processor's /process (${fallbacks} fell back to true corners)`
        : "photos warped with their true corners (image-processor unavailable)";
  return { pages, method };
}
