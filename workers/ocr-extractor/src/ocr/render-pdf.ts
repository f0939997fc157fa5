import { IrisError } from "@iris/kit";
import { spawnTsWorker } from "./spawn-ts-worker";

/** The first page of a PDF as a PNG. */
export interface RenderedPage {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * Renders page 1 of `pdf` at `dpi` (scaled down to stay within `maxPixels`) in a short-lived
 * worker thread. A PDF that pdf.js cannot open is the input's fault: 422.
 */
export function renderPdfFirstPage(
  pdf: Buffer,
  dpi: number,
  maxPixels: number,
  timeoutMs: number,
): Promise<RenderedPage> {
  const worker = spawnTsWorker(new URL("./pdf-worker.ts", import.meta.url), {
    pdf: new Uint8Array(pdf),
    dpi,
    maxPixels,
  });
  return new Promise<RenderedPage>((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new IrisError("OCR_EXTRACTION_FAILED", "rendering the PDF timed out"));
    }, timeoutMs);
    worker.once(
      "message",
      (msg: { png?: Uint8Array; width?: number; height?: number; error?: string }) => {
        clearTimeout(timer);
        void worker.terminate();
        if (msg.png && msg.width && msg.height) {
          return resolve({ png: Buffer.from(msg.png), width: msg.width, height: msg.height });
        }
        reject(
          new IrisError("OCR_EXTRACTION_FAILED", "the PDF could not be rendered", {
            inputFault: true,
            details: "page 1 of the PDF is unreadable",
          }),
        );
      },
    );
    worker.once("error", (cause) => {
      clearTimeout(timer);
      reject(new IrisError("OCR_EXTRACTION_FAILED", "the PDF renderer failed", { cause }));
    });
  });
}
