import { readFile, stat } from "node:fs/promises";
import { checkImageBounds, sniffFormat } from "@iris/kit";

/** A dataset file that is usable, or why it was skipped. */
export type ReadOutcome = { ok: true; bytes: Buffer } | { ok: false; reason: string };

/** Limits applied to dataset files, the same as to uploads. */
export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

/**
 * Reads one dataset file and checks it as an upload would be checked: size, format by magic
 * bytes (JPEG, PNG, TIFF, WEBP), a readable header within the pixel limit. Never throws: a
 * bad file is reported so the job can skip and count it.
 */
export async function readDatasetImage(path: string, limits: ImageLimits): Promise<ReadOutcome> {
  try {
    const size = (await stat(path)).size;
    if (size === 0) return { ok: false, reason: "empty file" };
    if (size > limits.maxBytes)
      return { ok: false, reason: `larger than ${limits.maxBytes} bytes` };
    const bytes = await readFile(path);
    const format = sniffFormat(bytes);
    if (!format) return { ok: false, reason: "not a JPEG, PNG, TIFF or WEBP image" };
    if (format === "pdf") return { ok: false, reason: "PDF is not supported in datasets" };
    await checkImageBounds(bytes, format, limits.maxPixels);
    return { ok: true, bytes };
  } catch (error) {
    return { ok: false, reason: (error as Error).message || "unreadable" };
  }
}
