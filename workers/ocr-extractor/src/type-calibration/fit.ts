import { DOCUMENT_TYPES, type DocumentType } from "@iris/kit/document-types";
import { calibrate } from "../extraction/detect-type";

/** One training document: its true type and the text's raw evidence per type. */
export interface EvidenceRow {
  truth: DocumentType;
  scores: Record<DocumentType, number>;
}

/** The calibration fitted, and what it was fitted on. */
export interface CalibrationFit {
  scale: number;
  floor: number;
  documents: number;
  /** Documents whose text had some cue, and those whose best-scored type was wrong. */
  with_evidence: number;
  errors: number;
  /** Mean negative log-likelihood of the true types under the fit. */
  nll: number;
}

/** The range searched for the scale: beyond 3, a single weak cue would already be certain. */
const SCALE_RANGE: [number, number] = [0.05, 3];

/**
 * Fits TEXT_CALIBRATION: `floor` is the rule-of-succession error rate of the text's decisions
 * on documents with some cue ((errors + 1) / (n + 2)), `scale` maximises the likelihood of the
 * true types given that floor (golden-section search; the likelihood is unimodal in it).
 */
export function fitCalibration(rows: EvidenceRow[]): CalibrationFit {
  const withEvidence = rows.filter((r) => Math.max(...Object.values(r.scores)) > 0);
  const errors = withEvidence.filter((r) => bestOf(r.scores) !== r.truth).length;
  const floor = (errors + 1) / (withEvidence.length + 2);
  const nll = (scale: number) =>
    rows.reduce(
      (a, r) => a - Math.log(Math.max(1e-9, calibrate(r.scores, { scale, floor })[r.truth])),
      0,
    ) / Math.max(1, rows.length);
  let [lo, hi] = SCALE_RANGE;
  const ratio = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 60; i++) {
    const a = hi - ratio * (hi - lo);
    const b = lo + ratio * (hi - lo);
    if (nll(a) <= nll(b)) hi = b;
    else lo = a;
  }
  const scale = Math.round(((lo + hi) / 2) * 100) / 100;
  return {
    scale,
    floor: Math.round(floor * 1e4) / 1e4,
    documents: rows.length,
    with_evidence: withEvidence.length,
    errors,
    nll: Math.round(nll(scale) * 1e4) / 1e4,
  };
}

function bestOf(scores: Record<DocumentType, number>): DocumentType {
  return [...DOCUMENT_TYPES].sort((a, b) => scores[b] - scores[a])[0] as DocumentType;
}
