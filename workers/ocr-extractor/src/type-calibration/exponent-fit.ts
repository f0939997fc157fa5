import type { DocumentType } from "@iris/kit/document-types";

/** One page for the fusion fit: its true type, the text's and the classifier's probabilities. */
export interface FusionRow {
  truth: DocumentType;
  text: Record<DocumentType, number>;
  classifier: Record<DocumentType, number>;
}

/** The gateway's fusion (edge's fuseTypes) with a given classifier exponent. */
export type Fuse = (
  row: FusionRow,
  exponent: number,
) => { document_type: string; top_3: { class: string; confidence: number }[] };

/** The exponents tried: from the classifier taken as it answers (1) to nearly ignored. */
export const EXPONENTS = [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2];

/** What each exponent gives, and the one fitted. */
export interface ExponentFit {
  exponent: number;
  pages: number;
  grid: { exponent: number; nll: number; right: number; unknown: number }[];
}

/**
 * Fits the classifier's exponent in the gateway's fusion (FUSION.classifierExponent): the one
 * whose fused answers give the true types the least mean negative log-likelihood on `rows`,
 * which must be pages of designs the classifier was not trained on (else it is as sure as it
 * was on its own validation images, and the fit says 1). A true type missing from the fused
 * top 3 counts as probability 0.001. Ties go to the larger exponent (the classifier as it is).
 */
export function fitExponent(rows: FusionRow[], fuse: Fuse): ExponentFit {
  const grid = EXPONENTS.map((exponent) => {
    let nll = 0;
    let right = 0;
    let unknown = 0;
    for (const row of rows) {
      const d = fuse(row, exponent);
      const p = d.top_3.find((c) => c.class === row.truth)?.confidence ?? 0;
      nll -= Math.log(Math.max(p, 0.001));
      if (d.document_type === row.truth) right++;
      else if (d.document_type === "unknown") unknown++;
    }
    return {
      exponent,
      nll: Math.round((nll / Math.max(1, rows.length)) * 1e4) / 1e4,
      right,
      unknown,
    };
  });
  const best = grid.reduce((a, b) => (b.nll < a.nll ? b : a));
  return { exponent: best.exponent, pages: rows.length, grid };
}
