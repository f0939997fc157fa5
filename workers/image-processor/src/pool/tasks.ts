import type { Quad } from "@iris/kit/geometry";
import type { InputFormat } from "../pipeline/decode";
import type { EncodingReport } from "../pipeline/encode";
import type { OutputResolution } from "../pipeline/page-plan";
import type { CornerReport, ProcessOptions, ProcessSummary } from "../pipeline/process";

/** Work sent to an image worker thread. The input bytes are moved, not copied. */
export type Task =
  | { op: "process"; bytes: Uint8Array; format: InputFormat; options: ProcessOptions }
  | { op: "detect"; bytes: Uint8Array; format: InputFormat; maxPixels: number }
  | {
      op: "unwarp";
      bytes: Uint8Array;
      format: InputFormat;
      options: UnwarpOptions;
    }
  | { op: "warmup" };

/** Options of a perspective-only correction. */
export interface UnwarpOptions {
  /** Corners to use (TL, TR, BR, BL of the document); detected when absent. */
  corners: Quad | undefined;
  applyUnwarping: boolean;
  resolution: OutputResolution;
  maxPixels: number;
  /** Largest PNG to produce (the next phase's upload limit). */
  maxOutputBytes: number;
}

/** What /detect-corners reports. */
export interface DetectSummary {
  corners: CornerReport;
  image_dimensions: [number, number];
  input: ProcessSummary["input"];
  timings_ms: Record<string, number>;
}

/** What /unwarp reports besides the image. */
export interface UnwarpSummary {
  corners: CornerReport & { source: "provided" | "detected" };
  encoding: EncodingReport;
  output_dimensions: [number, number];
  dpi: number | null;
  perspective_corrected: boolean;
  unwarping_applied: boolean;
  document_format: ProcessSummary["document_format"];
  dewarp: ProcessSummary["dewarp"];
  input: ProcessSummary["input"];
  timings_ms: Record<string, number>;
}

/**
 * A worker's answer. Input faults travel as values, not exceptions: an Error crossing the
 * thread boundary loses its class and fields.
 */
export type TaskResult =
  | { ok: true; op: "process"; png: Uint8Array; rendition?: Uint8Array; summary: ProcessSummary }
  | { ok: true; op: "detect"; summary: DetectSummary }
  | { ok: true; op: "unwarp"; png: Uint8Array; summary: UnwarpSummary }
  | { ok: true; op: "warmup" }
  | {
      ok: false;
      fault: "unreadable" | "invalid_corners" | "too_large";
      message: string;
      details?: string;
    };
