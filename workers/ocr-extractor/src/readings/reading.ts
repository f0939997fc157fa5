import type { UploadedFile } from "@iris/kit";
import type { ImageQuality } from "../extraction";
import type { OcrResult } from "../ocr";
import type { OcrConfig } from "../ocr-config";

/**
 * One page as read: the upload, the configuration it was read with, the first reading and
 * any second readings made since (faint print darkened, the page enlarged). Extraction
 * applies a document type to it without reading the page again.
 */
export interface PageReading {
  file: Pick<UploadedFile, "buffer" | "format" | "filename">;
  upright: boolean;
  quality: ImageQuality | undefined;
  config: OcrConfig;
  first: OcrResult;
  /** Second readings by their key (see secondReadingKey); null when it could not be made. */
  more: Record<string, OcrResult | null>;
}

/** The key of a second reading: the enlargement factor and whether contrast was added. */
export function secondReadingKey(factor: number, contrast: boolean): string {
  return `${factor}x${contrast ? "+contrast" : ""}`;
}

/** Bytes a kept reading holds, roughly: its images plus its words (≈ 200 bytes each). */
export function readingBytes(reading: PageReading): number {
  const pages = [reading.first, ...Object.values(reading.more)].filter(
    (p): p is OcrResult => p !== null,
  );
  const words = pages.reduce((n, p) => n + p.text.length / 5, 0);
  return (
    reading.file.buffer.length +
    pages.reduce((n, p) => n + p.prepared.png.length, 0) +
    Math.round(words * 200)
  );
}
