/**
 * Worker thread: renders the first page of a PDF to PNG with pdf.js, so that parsing and
 * rasterising never run on the HTTP event loop. Input: { pdf, dpi, maxPixels }; output:
 * { png, width, height, dpi }, { tooLarge: { message, details } } (kit's planPdfPage, shared
 * with the image-processor) or { error }.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { planPdfPage } from "@iris/kit/pdf-page";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// The standard 14 fonts (Helvetica, Times...) ship inside pdfjs-dist; without them pdf.js would
// draw unembedded text with whatever the canvas has, which may be nothing.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

const { pdf, dpi, maxPixels } = workerData as { pdf: Uint8Array; dpi: number; maxPixels: number };

try {
  const doc = await getDocument({
    data: pdf,
    isEvalSupported: false,
    verbosity: 0,
    standardFontDataUrl,
  }).promise;
  const page = await doc.getPage(1);
  const unit = page.getViewport({ scale: 1 });
  const plan = planPdfPage(unit.width, unit.height, dpi, maxPixels);
  if (!plan.ok) {
    await doc.destroy();
    parentPort?.postMessage({ tooLarge: { message: plan.message, details: plan.details } });
  } else {
    const viewport = page.getViewport({ scale: plan.scale });
    // pdf.js's own canvas factory (its bundled @napi-rs/canvas), so versions cannot disagree.
    const factory = doc.canvasFactory as {
      create(
        w: number,
        h: number,
      ): { canvas: { toBuffer(mime: string): Buffer }; context: unknown };
    };
    const { canvas, context } = factory.create(plan.width, plan.height);
    await page.render({ canvasContext: context, viewport, canvas } as never).promise;
    const png = canvas.toBuffer("image/png");
    await doc.destroy();
    parentPort?.postMessage({ png, width: plan.width, height: plan.height, dpi: plan.dpi });
  }
} catch (error) {
  parentPort?.postMessage({ error: (error as Error)?.message ?? String(error) });
}
