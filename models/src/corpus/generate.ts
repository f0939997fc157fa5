/** Generates documents: render → flat scan (PNG) + camera photo (JPEG) + ground truth. */
import sharp from "sharp";
import { photograph } from "./photo/index.ts";
import { renderCedula } from "./render/cedula.ts";
import type { RenderedDocument, Renderer } from "./render/document.ts";
import { renderFactura } from "./render/factura.ts";
import { renderFicha } from "./render/ficha.ts";
import { renderFormulario } from "./render/formulario.ts";
import { renderPasaporte } from "./render/pasaporte.ts";
import { Rng } from "./rng.ts";
import {
  type CorpusOptions,
  DOCUMENT_TYPES,
  type DocumentTruth,
  type DocumentType,
  type GeneratedDocument,
} from "./types.ts";

const RENDERERS: Record<DocumentType, Renderer> = {
  cedula_identidad: renderCedula,
  ficha_residencia: renderFicha,
  pasaporte: renderPasaporte,
  factura: renderFactura,
  formulario: renderFormulario,
};

/** Options for one document. */
export interface DocumentOptions {
  /** Skip the photo: `photo` is then an empty buffer and `truth.photo` has zero size. */
  scansOnly?: boolean;
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

/** Renders one document. The same (type, seed, index) always gives byte-identical output on one machine. */
export async function generateDocument(
  type: DocumentType,
  seed: number,
  index: number,
  opts: DocumentOptions = {},
): Promise<GeneratedDocument> {
  const id = `${type}-${seed}-${index}`;
  const rng = new Rng(`corpus/${id}`);
  const doc = RENDERERS[type](rng.fork("render"));
  assertPrinted(id, doc);
  // The PNG encodes on libuv's pool while the photo is computed on this thread.
  const scan = encodeScan(doc);
  const photo = opts.scansOnly ? undefined : await photograph(doc.page.canvas, rng.fork("photo"));
  const truth: DocumentTruth = {
    id,
    type,
    seed,
    index,
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

/** The (type, index) pairs of a corpus: types round-robin so each is equally represented. */
export function corpusPlan(opts: CorpusOptions): { type: DocumentType; index: number }[] {
  const types = opts.types?.length ? opts.types : DOCUMENT_TYPES;
  return Array.from({ length: opts.n }, (_, index) => ({
    type: types[index % types.length] as DocumentType,
    index,
  }));
}

/** Generates a corpus lazily, one document ahead of the consumer so encoding overlaps with writing. */
export async function* generateCorpus(opts: CorpusOptions): AsyncIterable<GeneratedDocument> {
  const plan = corpusPlan(opts);
  const start = (i: number) => {
    const item = plan[i];
    return item
      ? generateDocument(item.type, opts.seed, item.index, { scansOnly: opts.scansOnly })
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
