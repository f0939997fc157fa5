import type { RunningService } from "@iris/kit/testing";
import { DOCUMENT_TYPES, generateDocument } from "@iris/models/corpus";
import { breakdown, planOf, type Split } from "../corpus/splits";
import { cer } from "./cer";
import { mean } from "./corners";
import { spanishReader } from "./ocr";
import { postForPng } from "./service";

/**
 * OCR effect of phase 1: character error rate of tesseract.js (spa) on the processed photo,
 * the raw photo and the flat scan of the same `n` corpus documents (types round-robin). The
 * truth is every text line drawn on the document, in drawing order.
 */
export async function measureOcrEffect(svc: RunningService, n: number, seed: number, split: Split) {
  const reader = await spanishReader();
  const rows: {
    id: string;
    type: string;
    family: string;
    scan: number;
    raw: number;
    processed: number;
    plain: number;
  }[] = [];
  try {
    for (const { type, index } of planOf(split, n, seed)) {
      const { truth, photo, scan } = await generateDocument(type, seed, index, { split });
      const text = truth.lines.map((l) => l.text).join("\n");
      const processed = await postForPng(svc, "/process", photo, `${truth.id}.jpg`);
      const plain = await postForPng(svc, "/process", photo, `${truth.id}.jpg`, {
        enhance_quality: "false",
      });
      rows.push({
        id: truth.id,
        type,
        family: truth.family,
        scan: cer(await reader.read(scan), text),
        raw: cer(await reader.read(photo), text),
        processed: cer(await reader.read(processed), text),
        plain: cer(await reader.read(plain), text),
      });
    }
  } finally {
    await reader.close();
  }
  const summary = {
    scan: mean(rows.map((r) => r.scan)),
    raw_photo: mean(rows.map((r) => r.raw)),
    processed_photo: mean(rows.map((r) => r.processed)),
    processed_without_enhancement: mean(rows.map((r) => r.plain)),
  };
  return {
    n,
    seed,
    split,
    by_family: breakdown(rows, (v) => ({
      n: v.length,
      scan: mean(v.map((r) => r.scan)),
      processed: mean(v.map((r) => r.processed)),
    })).by_family,
    mean_cer: summary,
    processed_over_scan: summary.processed_photo / summary.scan,
    by_type: Object.fromEntries(
      DOCUMENT_TYPES.map((t) => {
        const v = rows.filter((r) => r.type === t);
        return [
          t,
          {
            scan: mean(v.map((r) => r.scan)),
            raw: mean(v.map((r) => r.raw)),
            processed: mean(v.map((r) => r.processed)),
            plain: mean(v.map((r) => r.plain)),
          },
        ];
      }),
    ),
    rows,
  };
}
