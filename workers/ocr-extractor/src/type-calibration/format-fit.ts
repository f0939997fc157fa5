import { DOCUMENT_TYPES, type DocumentType } from "@iris/kit/document-types";

/**
 * Formats phase 1 snaps a page to, as the fusion reads them (edge's formatAsRead: a card
 * format on a portrait page is marked so), and none (the photo's frame).
 */
export const PAGE_FORMATS = [
  "id1",
  "passport",
  "a4",
  "letter",
  "id1_portrait",
  "passport_portrait",
  "none",
] as const;

/** The card formats whose likelihoods the gateway's fusion uses (FORMAT_EVIDENCE). */
export const CARD_FORMATS = ["id1", "passport"] as const;

/** p(format | type) for each card format, and the pages per type it was counted on. */
export interface FormatFit {
  likelihood: Record<(typeof CARD_FORMATS)[number], Record<DocumentType, number>>;
  pages: Record<DocumentType, number>;
}

/**
 * Fits the page format's evidence (FORMAT_EVIDENCE in edge/src/pipeline/type-fusion.ts): for
 * each card format, how often pages of each type snapped to it, add-one smoothed over the
 * formats phase 1 can answer (a type with few pages claims little), floored at `floor`.
 */
export function fitFormatEvidence(
  rows: { truth: DocumentType; format: string | null }[],
  floor: number,
): FormatFit {
  const pages = Object.fromEntries(DOCUMENT_TYPES.map((t) => [t, 0])) as Record<
    DocumentType,
    number
  >;
  const counts = new Map<string, number>();
  for (const row of rows) {
    pages[row.truth] += 1;
    const format = row.format ?? "none";
    counts.set(`${row.truth}/${format}`, (counts.get(`${row.truth}/${format}`) ?? 0) + 1);
  }
  const likelihood = Object.fromEntries(
    CARD_FORMATS.map((format) => [
      format,
      Object.fromEntries(
        DOCUMENT_TYPES.map((t) => {
          const p = ((counts.get(`${t}/${format}`) ?? 0) + 1) / (pages[t] + PAGE_FORMATS.length);
          return [t, Math.round(Math.max(p, floor) * 1000) / 1000];
        }),
      ),
    ]),
  ) as FormatFit["likelihood"];
  return { likelihood, pages };
}
