import { z } from "zod";
import type { ExtractedField } from "./field";

/** Quality thresholds on quality_score (0–1), documented in the README. */
export const QUALITY_LEVELS = [
  { level: "excellent", min: 0.85 },
  { level: "good", min: 0.7 },
  { level: "fair", min: 0.5 },
  { level: "poor", min: 0 },
] as const;

/** The image-processor's quality assessment, as it may arrive in the `quality` field. */
export const imageQualitySchema = z
  .looseObject({
    quality_score: z.number().min(0).max(100).optional(),
    recommendations: z.array(z.string()).optional(),
  })
  .transform((q) => ({
    ...q,
    quality_score:
      q.quality_score === undefined
        ? undefined
        : q.quality_score > 1
          ? q.quality_score / 100
          : q.quality_score,
  }));
export type ImageQuality = z.infer<typeof imageQualitySchema>;

/** metadata.quality_assessment of spec §2.2. */
export interface QualityAssessment {
  quality_score: number;
  quality_level: (typeof QUALITY_LEVELS)[number]["level"];
  completeness_ratio: number;
  recommendations: string[];
  /** The parts the score is made of. */
  components: {
    ocr_confidence: number;
    completeness: number;
    validity: number;
    image_quality: number | null;
  };
}

/** Inputs of the assessment. */
export interface QualityInput {
  fields: Record<string, ExtractedField>;
  required: string[];
  ocrConfidence: number;
  wordCount: number;
  imageQuality?: ImageQuality | undefined;
  /** Extra advice from the extractor (MRZ, arithmetic, type decision). */
  notes: string[];
}

/**
 * quality_score = 0.40 × OCR confidence + 0.35 × completeness + 0.25 × validity (share of
 * found fields passing their checks); with an image-processor score q it becomes
 * 0.8 × that + 0.2 × q. Levels: excellent ≥ 0.85, good ≥ 0.70, fair ≥ 0.50, else poor.
 */
export function assessQuality(input: QualityInput): QualityAssessment {
  const found = Object.entries(input.fields).filter(([, f]) => f.value !== null);
  const missing = input.required.filter((name) => (input.fields[name]?.value ?? null) === null);
  const completeness = input.required.length
    ? (input.required.length - missing.length) / input.required.length
    : found.length > 0
      ? 1
      : 0;
  const invalid = found.filter(([, f]) => f.valid === false).map(([name]) => name);
  const validity = found.length ? (found.length - invalid.length) / found.length : 0;
  let score = 0.4 * input.ocrConfidence + 0.35 * completeness + 0.25 * validity;
  const image = input.imageQuality?.quality_score;
  if (image !== undefined) score = 0.8 * score + 0.2 * image;
  score = round(score);
  const level = QUALITY_LEVELS.find((l) => score >= l.min)?.level ?? "poor";
  const recommendations: string[] = [];
  if (input.wordCount === 0) {
    recommendations.push(
      "No text was found: check that the image shows a document, in focus, well lit and upright.",
    );
  } else if (input.ocrConfidence < 0.7) {
    recommendations.push(
      "Low OCR confidence: rescan at 300 dpi or more, or photograph without blur, glare or shadows.",
    );
  }
  if (missing.length && input.wordCount > 0) {
    recommendations.push(
      `Required fields not found (${missing.join(", ")}): make sure the whole document is in frame and legible.`,
    );
  }
  if (invalid.length) {
    recommendations.push(
      `Fields failing validation (${invalid.join(", ")}): verify them manually.`,
    );
  }
  recommendations.push(...input.notes, ...(input.imageQuality?.recommendations ?? []));
  return {
    quality_score: score,
    quality_level: level,
    completeness_ratio: round(completeness),
    recommendations: [...new Set(recommendations)],
    components: {
      ocr_confidence: round(input.ocrConfidence),
      completeness: round(completeness),
      validity: round(validity),
      image_quality: image === undefined ? null : round(image),
    },
  };
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
