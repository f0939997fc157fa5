import type { Quad } from "@iris/kit/geometry";
import { noiseLevel } from "../enhance";
import { type Raster, toGrey } from "../raster";
import { edgeSpread, glareFraction, percentiles } from "./measures";
import { QUALITY, RAMPS, WEIGHTS } from "./tuning";

/** Quality of the input as a source for OCR: scores 0–1 (1 is best) and what was measured. */
export interface QualityAssessment {
  /** Overall 0–1. */
  quality_score: number;
  quality_level: "excellent" | "good" | "fair" | "poor";
  scores: {
    sharpness: number;
    glare: number;
    exposure: number;
    contrast: number;
    resolution: number;
    noise: number;
    framing: number;
  };
  measurements: {
    /** Edge spread of the page in millimetres on paper (0.05 is crisp, 0.3 is blurry). */
    blur_mm: number | null;
    glare_fraction: number;
    /** Median luminance of the page, 0–255. */
    brightness: number;
    /** Ink-to-paper spread (98th − 2nd percentile luminance). */
    contrast: number;
    /** Pixels per inch of the document in the input; null when its size is unknown. */
    effective_dpi: number | null;
    noise_sigma: number;
    document_cut_off: boolean;
  };
  /** Short machine-readable problem codes. */
  issues: string[];
  /** What to do about each problem, in English, one sentence each. */
  recommendations: string[];
}

/** What quality assessment looks at. */
export interface QualityInput {
  /** The rectified page at analysis resolution. */
  page: Raster;
  /** Pixels per inch of `page` when the document's physical size is known. */
  pageDpi: number | undefined;
  /** Pixels per inch of the document in the input, when known. */
  effectiveDpi: number | undefined;
  /** The document outline in the input, when one was detected. */
  corners: Quad | undefined;
  frame: { width: number; height: number };
}

const ADVICE: Record<string, string> = {
  blurry: "The image is blurred: hold the camera steady, let it focus, and avoid motion.",
  glare: "There is glare on the document: tilt it or move away from direct light.",
  too_dark: "The image is too dark: add light or photograph in a brighter place.",
  too_bright: "The image is overexposed: reduce direct light or exposure.",
  low_contrast: "The text has little contrast with the paper: improve the lighting evenly.",
  low_resolution:
    "The document is captured at low resolution: move closer or use a higher-resolution camera (at least 200 dpi on the document).",
  noisy: "The image is noisy (grainy): use more light so the camera needs less gain.",
  cut_off:
    "The document touches or leaves the edge of the frame: include all four edges with a small margin.",
};

/** Assesses blur, glare, exposure, contrast, resolution, noise and framing. */
export function assessQuality(input: QualityInput): QualityAssessment {
  const grey = toGrey(input.page);
  const [p2, p50, p98] = percentiles(grey, [0.02, 0.5, 0.98]) as [number, number, number];
  const spread = edgeSpread(grey);
  const blurMm = Number.isFinite(spread)
    ? (spread / (input.pageDpi ?? QUALITY.assumedDpi)) * 25.4
    : null;
  const glare = glareFraction(input.page);
  const noise = noiseLevel(grey);
  const cutOff = input.corners ? touchesFrame(input.corners, input.frame) : false;
  const dpi = input.effectiveDpi;
  const paperIsWhite = p50 >= QUALITY.whitePaper;
  const scores = {
    sharpness: blurMm === null ? 0.5 : ramp(blurMm, ...RAMPS.blurMm),
    glare: paperIsWhite ? 1 : ramp(glare, ...RAMPS.glare),
    exposure: Math.min(
      ramp(p50, ...RAMPS.exposure),
      p2 > RAMPS.washedOut[1] ? ramp(p2, ...RAMPS.washedOut) : 1,
    ),
    contrast: ramp(p98 - p2, ...RAMPS.contrast),
    resolution: dpi === undefined ? QUALITY.unknownResolution : ramp(dpi, ...RAMPS.dpi),
    noise: ramp(noise, ...RAMPS.noise),
    framing: cutOff ? QUALITY.cutOff : 1,
  };
  const weights = WEIGHTS;
  let sum = 0;
  let total = 0;
  for (const [k, w] of Object.entries(weights)) {
    sum += w * scores[k as keyof typeof scores];
    total += w;
  }
  // One severe problem is enough to spoil a page: the worst score caps the overall one.
  const worst = Math.min(...Object.values(scores));
  const overall = Math.min(sum / total, QUALITY.worstFloor + (1 - QUALITY.worstFloor) * worst);
  const issues: string[] = [];
  const below = QUALITY.issueBelow;
  if (scores.sharpness < below) issues.push("blurry");
  if (scores.glare < below) issues.push("glare");
  if (p50 < QUALITY.tooDark) issues.push("too_dark");
  if (p2 > QUALITY.tooBright) issues.push("too_bright");
  if (scores.contrast < below) issues.push("low_contrast");
  if (scores.resolution < below) issues.push("low_resolution");
  if (scores.noise < below) issues.push("noisy");
  if (cutOff) issues.push("cut_off");
  const round3 = (v: number) => Math.round(v * 1000) / 1000;
  return {
    quality_score: round3(overall),
    quality_level:
      overall >= QUALITY.excellent
        ? "excellent"
        : overall >= QUALITY.good
          ? "good"
          : overall >= QUALITY.fair
            ? "fair"
            : "poor",
    scores: Object.fromEntries(
      Object.entries(scores).map(([k, v]) => [k, round3(v)]),
    ) as QualityAssessment["scores"],
    measurements: {
      blur_mm: blurMm === null ? null : round3(blurMm),
      glare_fraction: round3(glare),
      brightness: p50,
      contrast: p98 - p2,
      effective_dpi: dpi === undefined ? null : Math.round(dpi),
      noise_sigma: round3(noise),
      document_cut_off: cutOff,
    },
    issues,
    recommendations: issues.map((i) => ADVICE[i] as string),
  };
}

/** 0 at `bad`, 1 at `good`, linear between (either direction). */
export function ramp(value: number, bad: number, good: number): number {
  const t = (value - bad) / (good - bad);
  return Math.min(1, Math.max(0, t));
}

/** True when a corner lies outside the frame or within QUALITY.edgeMargin of its edge. */
function touchesFrame(corners: Quad, frame: { width: number; height: number }): boolean {
  const mx = QUALITY.edgeMargin * frame.width;
  const my = QUALITY.edgeMargin * frame.height;
  return corners.some(
    ([x, y]) => x < mx || y < my || x > frame.width - mx || y > frame.height - my,
  );
}
