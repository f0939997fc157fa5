import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { planPdfPage } from "@iris/kit/pdf-page";
import type { Raster } from "../raster";

const require = createRequire(import.meta.url);
const PDFJS_ROOT = dirname(require.resolve("pdfjs-dist/package.json"));
const STANDARD_FONTS = `${pathToFileURL(join(PDFJS_ROOT, "standard_fonts")).href}/`;
const CMAPS = `${pathToFileURL(join(PDFJS_ROOT, "cmaps")).href}/`;

interface PdfCanvas {
  width: number;
  height: number;
}
interface PdfContext {
  fillStyle: string;
  fillRect(x: number, y: number, w: number, h: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
}

/** Page 1 needs less than 72 dpi to fit the pixel limit: the caller answers 413. */
export class PdfPageTooLargeError extends Error {
  override name = "PdfPageTooLargeError";
  constructor(
    message: string,
    readonly details: string,
  ) {
    super(message);
  }
}

/**
 * Renders page 1 of a PDF at `dpi` (lowered to fit `maxPixels`, never below 72: kit's
 * planPdfPage, shared with the ocr-extractor) with pdfjs-dist on its own Node canvas (pdfjs ships a
 * pinned @napi-rs/canvas; drawing its paths on another copy fails). Everything is local:
 * standard fonts and CMaps come from the pdfjs-dist package.
 */
export async function renderPdfFirstPage(
  buffer: Uint8Array,
  options: { dpi: number; maxPixels: number },
): Promise<{ raster: Raster; dpi: number; pages: number }> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = pdfjs.getDocument({
    data: new Uint8Array(buffer),
    standardFontDataUrl: STANDARD_FONTS,
    cMapUrl: CMAPS,
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  const doc = await task.promise;
  try {
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const plan = planPdfPage(base.width, base.height, options.dpi, options.maxPixels);
    if (!plan.ok) throw new PdfPageTooLargeError(plan.message, plan.details);
    const { dpi, width, height } = plan;
    const viewport = page.getViewport({ scale: plan.scale });
    const factory = (doc as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
    const { canvas, context } = factory.create(width, height);
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    await page.render({ canvasContext: context as never, canvas: canvas as never, viewport })
      .promise;
    const rgba = context.getImageData(0, 0, width, height).data;
    const data = new Uint8Array(width * height * 3);
    for (let i = 0, j = 0; j < data.length; i += 4, j += 3) {
      data[j] = rgba[i] as number;
      data[j + 1] = rgba[i + 1] as number;
      data[j + 2] = rgba[i + 2] as number;
    }
    factory.destroy({ canvas, context });
    return { raster: { data, width, height, channels: 3 }, dpi, pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

interface CanvasFactory {
  create(w: number, h: number): { canvas: PdfCanvas; context: PdfContext };
  destroy(entry: { canvas: PdfCanvas; context: PdfContext }): void;
}
