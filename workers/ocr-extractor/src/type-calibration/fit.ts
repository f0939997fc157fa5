import { DOCUMENT_TYPES, type DocumentType } from "@iris/kit/document-types";
import { type CalibrationBin, calibrate, TEXT_CALIBRATION } from "../extraction/detect-type";

/** One training document: its true type and the text's raw evidence per type. */
export interface EvidenceRow {
  truth: DocumentType;
  scores: Record<DocumentType, number>;
}

/** The calibration fitted, and what it was fitted on. */
export interface CalibrationFit {
  bins: CalibrationBin[];
  documents: number;
  /** Documents whose text had a lead for one type, and those where that type was wrong. */
  decided: number;
  errors: number;
  /** Mean negative log-likelihood of the true types under the fit. */
  nll: number;
}

/**
 * Fits TEXT_CALIBRATION's probabilities on its fixed margins: per bin, the rule of
 * succession over the documents whose lead falls in it ((right + 1) / (n + 2), so an empty
 * bin claims even odds and a bin of 30 right ones 0.97); then adjacent bins that would
 * decrease are pooled, since a larger lead is never less telling.
 */
export function fitCalibration(rows: EvidenceRow[]): CalibrationFit {
  const margins = TEXT_CALIBRATION.map((b) => b.margin);
  const counts = margins.map(() => ({ n: 0, right: 0 }));
  let decided = 0;
  let errors = 0;
  for (const r of rows) {
    const [best, next] = [...DOCUMENT_TYPES].sort((a, b) => r.scores[b] - r.scores[a]) as [
      DocumentType,
      DocumentType,
    ];
    const lead = r.scores[best] - r.scores[next];
    let i = margins.length - 1;
    while (i >= 0 && lead < (margins[i] as number)) i--;
    if (i < 0) continue;
    decided++;
    const c = counts[i] as { n: number; right: number };
    c.n++;
    if (best === r.truth) c.right++;
    else errors++;
  }
  // Pool adjacent violators on the smoothed rates.
  const blocks = counts.map((c, i) => ({ from: i, to: i, n: c.n, right: c.right }));
  const rate = (b: { n: number; right: number }) => (b.right + 1) / (b.n + 2);
  for (let i = 0; i < blocks.length - 1; ) {
    const [a, b] = [blocks[i], blocks[i + 1]] as [(typeof blocks)[0], (typeof blocks)[0]];
    if (rate(a) > rate(b)) {
      blocks.splice(i, 2, { from: a.from, to: b.to, n: a.n + b.n, right: a.right + b.right });
      if (i > 0) i--;
    } else i++;
  }
  const bins = margins.map((margin, i) => {
    const block = blocks.find((b) => b.from <= i && i <= b.to) as (typeof blocks)[0];
    return {
      margin,
      p: Math.round(rate(block) * 1e4) / 1e4,
      n: (counts[i] as { n: number }).n,
    };
  });
  const nll =
    rows.reduce((a, r) => a - Math.log(Math.max(1e-9, calibrate(r.scores, bins)[r.truth])), 0) /
    Math.max(1, rows.length);
  return { bins, documents: rows.length, decided, errors, nll: Math.round(nll * 1e4) / 1e4 };
}
