import { IrisError } from "@iris/kit";
import { spawnTsWorker } from "./spawn-ts-worker";

/** The first page of a PDF as a PNG. */
export interface RenderedPage {
  png: Buffer;
  width: number;
  height: number;
  /** The resolution it was rendered at: `dpi`, or lower to fit the pixel limit. */
  dpi: number;
}

interface WorkerReply {
  png?: Uint8Array;
  width?: number;
  height?: number;
  dpi?: number;
  tooLarge?: { message: string; details: string };
  error?: string;
}

/**
 * Renders page 1 of `pdf` at `dpi` in a short-lived worker thread, lowered to stay within
 * `maxPixels` but never below 72 dpi (kit's planPdfPage, as the image-processor does): a page
 * that would need less is 413 FILE_TOO_LARGE. A PDF that pdf.js cannot open is the input's
 * fault: 422.
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
    worker.once("message", (msg: WorkerReply) => {
      clearTimeout(timer);
      void worker.terminate();
      if (msg.png && msg.width && msg.height && msg.dpi) {
        const { width, height, dpi: rendered } = msg;
        return resolve({ png: Buffer.from(msg.png), width, height, dpi: rendered });
      }
      if (msg.tooLarge) {
        return reject(
          new IrisError("FILE_TOO_LARGE", msg.tooLarge.message, { details: msg.tooLarge.details }),
        );
      }
      reject(
        new IrisError("OCR_EXTRACTION_FAILED", "the PDF could not be rendered", {
          inputFault: true,
          details: "page 1 of the PDF is unreadable",
        }),
      );
    });
    worker.once("error", (cause) => {
      clearTimeout(timer);
      reject(new IrisError("OCR_EXTRACTION_FAILED", "the PDF renderer failed", { cause }));
    });
  });
}
