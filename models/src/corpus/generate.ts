/** Generates documents: a family's render → flat scan (PNG) + camera photo (JPEG) + ground truth. */
import sharp from "sharp";
import type { SplitSelector } from "./families/family.ts";
import { familyByName, familyFor, LATEST_ROSTER } from "./families/registry.ts";
import { photograph } from "./photo/index.ts";
import type { RenderedDocument } from "./render/document.ts";
import { Rng } from "./rng.ts";
import {
  type CorpusOptions,
  DOCUMENT_TYPES,
  type DocumentTruth,
  type DocumentType,
  type GeneratedDocument,
} from "./types.ts";

/** Options for one document. */
export interface DocumentOptions {
  /** Skip the photo: `photo` is then an empty buffer and `truth.photo` has zero size. */
  scansOnly?: boolean;
  /** Families to draw from (default "train"): families of the type take turns by index. */
  split?: SplitSelector;
  /** One family by name (overrides `split`). */
  family?: string;
  /**
   * Draw from the round robin of an earlier roster (see LATEST_ROSTER): the document (type,
   * seed, index) named before later families joined, byte for byte; its id ends in `-r<roster>`.
   */
  roster?: number;
  /**
   * "hard": the harder phone-photo conditions of photo/hard.ts (training families only; a
   * held-out family keeps the shared conditions). Default "standard".
   */
  photoConditions?: "standard" | "hard";
}
/** PNG of the page flattened on white (ID cards have transparent rounded corners). */
function encodeScan(doc: RenderedDocument): Promise<Buffer> {
  const { width, height } = doc.page;
  const pixels = doc.page.ctx.getImageData(0, 0, width, height).data;
  return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .flatten({ background: "#ffffff" })
    .withMetadata({ density: doc.page.dpi })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** Throws if a field's printed value is not verbatim in some drawn line: the truth must match the page. */
function assertPrinted(id: string, doc: RenderedDocument): void {
  const lines = doc.page.lines();
  for (const [name, field] of Object.entries(doc.fields)) {
    if (!lines.some((line) => line.text.includes(field.printed))) {
      throw new Error(`corpus: ${id}: field ${name} (${field.printed}) is not drawn`);
    }
  }
}

/**
 * Renders one document. The same (type, seed, index, options) always gives byte-identical
 * output on one machine. The id is `${type}-${seed}-${index}` for the training split's own
 * choice of family (the default; `-r<roster>` appended for an earlier roster); any other choice
 * appends the family's name (and "heldout" for held-out families), so that no two different
 * documents share an id.
 */
export async function generateDocument(
  type: DocumentType,
  seed: number,
  index: number,
  opts: DocumentOptions = {},
): Promise<GeneratedDocument> {
  const split = opts.split ?? "train";
  const roster = opts.roster ?? LATEST_ROSTER;
  const family = opts.family
    ? familyByName(opts.family, type)
    : familyFor(type, seed, index, split, roster);
  const ownChoice = !opts.family && split === "train";
  const named = `${type}-${seed}-${index}`;
  const id = ownChoice
    ? `${named}${roster === LATEST_ROSTER ? "" : `-r${roster}`}`
    : `${named}-${family.split === "heldout" ? "heldout-" : ""}${family.name}`;
  // The training split's own choice is drawn from its name alone, whatever the roster.
  const rng = new Rng(`corpus/${ownChoice ? named : id}`);
  const doc = family.render(rng.fork("render"));
  assertPrinted(id, doc);
  // The PNG encodes on libuv's pool while the photo is computed on this thread.
  const scan = encodeScan(doc);
  const photo = opts.scansOnly
    ? undefined
    : await photograph(doc.page.canvas, rng.fork("photo"), {
        ...family.photo,
        ...(opts.photoConditions === "hard" && family.split === "train"
          ? { hard: { dpi: doc.page.dpi, booklet: type === "pasaporte" } }
          : {}),
      });
  const truth: DocumentTruth = {
    id,
    type,
    seed,
    index,
    family: family.name,
    split: family.split,
    layout: doc.layout,
    font: doc.page.font,
    fields: doc.fields,
    ...(doc.line_items ? { line_items: doc.line_items } : {}),
    ...(doc.checkboxes ? { checkboxes: doc.checkboxes } : {}),
    ...(doc.mrz ? { mrz: doc.mrz } : {}),
    lines: doc.page.lines(),
    scan: { width: doc.page.width, height: doc.page.height, dpi: doc.page.dpi },
    photo: photo
      ? {
          width: photo.width,
          height: photo.height,
          corners: photo.corners,
          distortions: photo.distortions,
        }
      : {
          width: 0,
          height: 0,
          corners: [
            [0, 0],
            [0, 0],
            [0, 0],
            [0, 0],
          ],
          distortions: { skipped: true },
        },
  };
  return { truth, scan: await scan, photo: photo?.jpeg ?? Buffer.alloc(0) };
}

/** One planned document. */
export interface PlannedDocument {
  type: DocumentType;
  index: number;
  /** The family it will be drawn from. */
  family: string;
}

/**
 * The documents of a corpus: types round-robin so each is equally represented, and within a
 * type the split's families in turn. The index is the place in the round robin of all five
 * types, also when fewer are asked for, so (type, seed, index) names the same document in
 * every corpus of that seed and split.
 */
export function corpusPlan(opts: CorpusOptions): PlannedDocument[] {
  const fixed = opts.family ? familyByName(opts.family) : undefined;
  const wanted = new Set<DocumentType>(
    fixed ? [fixed.type] : opts.types?.length ? opts.types : DOCUMENT_TYPES,
  );
  const plan: PlannedDocument[] = [];
  for (let index = 0; plan.length < opts.n; index++) {
    const type = DOCUMENT_TYPES[index % DOCUMENT_TYPES.length] as DocumentType;
    if (!wanted.has(type)) continue;
    const family = fixed ?? familyFor(type, opts.seed, index, opts.split ?? "train", opts.roster);
    plan.push({ type, index, family: family.name });
  }
  return plan;
}

/** Generates a corpus lazily, one document ahead of the consumer so encoding overlaps with writing. */
export async function* generateCorpus(opts: CorpusOptions): AsyncIterable<GeneratedDocument> {
  const plan = corpusPlan(opts);
  const start = (i: number) => {
    const item = plan[i];
    return item
      ? generateDocument(item.type, opts.seed, item.index, {
          scansOnly: opts.scansOnly,
          split: opts.split,
          family: opts.family,
          roster: opts.roster,
          photoConditions: opts.photoConditions,
        })
      : undefined;
  };
  let next = start(0);
  try {
    for (let i = 0; next; i++) {
      const current = await next;
      next = start(i + 1);
      yield current;
    }
  } finally {
    // A consumer that stops early must not leave the prefetched document's failure unhandled.
    next?.catch(() => undefined);
  }
}
