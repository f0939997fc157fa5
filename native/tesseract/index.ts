import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/** Settings of one recognition (as the CLI and tesseract.js take them). */
export interface ReaderOptions {
  /** Tesseract language string: "spa", "spa+eng". */
  lang: string;
  /** Page segmentation mode, 0–13. */
  psm: number;
  /** Resolution to assume (Tesseract's user_defined_dpi). */
  dpi: number;
  /** Tesseract variables for this page only; restored afterwards. */
  params?: Record<string, string>;
  /** Tesseract stops after this many milliseconds and the call fails with kind "timeout". */
  deadlineMs?: number;
}

/** A rectangle of the image, in its pixels (clipped to the image; an empty one reads as ""). */
export interface ReaderRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Why a recognition failed (the `kind` of the rejected Error). */
export type ReaderFailure = "image" | "init" | "param" | "timeout" | "recognize";

/**
 * A persistent libtesseract reader: one TessBaseAPI per language set, each loaded once on
 * first use. One page at a time; recognition runs on libuv's thread pool.
 */
export interface NativeReader {
  /** Recognises a PNG (any image leptonica reads) and answers Tesseract TSV. */
  recognize(png: Buffer, options: ReaderOptions): Promise<string>;
  /**
   * Decodes the image once and recognises each rectangle on its own (Tesseract's
   * SetRectangle: thresholded and segmented inside it) with `options.psm`; one TSV per
   * rectangle, in order, with page coordinates. `deadlineMs` covers the whole call.
   */
  recognizeRegions(png: Buffer, regions: ReaderRegion[], options: ReaderOptions): Promise<string[]>;
  /** Language sets loaded so far. */
  languages(): string[];
  close(): void;
}

/** What build/Release/tesseract.node exports. */
export interface TesseractBinding {
  Reader: new (tessdataDir: string) => NativeReader;
  /** "tesseract 5.3.0, leptonica-1.82.0". */
  versions(): string;
}

/** The built addon's file. */
export const ADDON_PATH = fileURLToPath(new URL("./build/Release/tesseract.node", import.meta.url));

/**
 * The process that hosts the addon for the service (host.mjs): a crash in native code ends
 * that process, not the service. Plain JavaScript so it starts without a TypeScript loader.
 */
export const HOST_PATH = fileURLToPath(new URL("./host.mjs", import.meta.url));

/** Requests the service sends to a host, one at a time. */
export interface HostRequest extends ReaderOptions {
  id: number;
  png: Uint8Array;
}

/** What a host sends back: once `ready` (or `fatal`), then one answer per request. */
export type HostMessage =
  | { ready: string }
  | { fatal: string }
  | { id: number; tsv: string; rss: number }
  | { id: number; error: { kind: ReaderFailure; message: string }; rss: number };

/** IRIS_NATIVE values that switch every addon off (as scripts/build-native.mjs reads them). */
const OFF = ["off", "0", "false"];

/**
 * Loads the addon in this process: the binding, or why it is not there (IRIS_NATIVE=off in
 * the environment, not built on this host, or built but its libraries are missing). Loading
 * is cheap: no model is read.
 */
export function loadTesseract(
  env: Record<string, string | undefined> = process.env,
): { binding: TesseractBinding } | { reason: string } {
  if (OFF.includes(String(env.IRIS_NATIVE ?? "").toLowerCase())) {
    return { reason: "IRIS_NATIVE=off" };
  }
  if (!existsSync(ADDON_PATH)) {
    return {
      reason:
        "the native addon is not built (needs libtesseract-dev and libleptonica-dev; node scripts/build-native.mjs)",
    };
  }
  try {
    return { binding: createRequire(import.meta.url)(ADDON_PATH) as TesseractBinding };
  } catch (error) {
    return { reason: `the native addon does not load: ${(error as Error).message.split("\n")[0]}` };
  }
}
