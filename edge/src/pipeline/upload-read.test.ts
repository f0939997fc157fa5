import { DOCUMENT_TYPES } from "@iris/kit/document-types";
import { describe, expect, inject, it } from "vitest";
import { DEAD, testCall } from "../../test/upstream";
import type { CheckedImage } from "../schemas/uploads";
import { uploadIfSilent } from "./orchestrator";
import type { Extracted } from "./phases";
import type { RunRecord } from "./record";

const invoice = inject("corpusPhotos").find((p) => p.type === "factura");
const upload: CheckedImage = {
  file: new File(
    [Uint8Array.from(atob(invoice?.jpeg_base64 ?? ""), (ch) => ch.charCodeAt(0))],
    "photo.jpg",
    { type: "image/jpeg" },
  ),
  format: "jpeg",
};
const run = { options: { ocr_confidence: 0.5 } } as unknown as RunRecord;
const evidence = (p: (t: string) => number) =>
  ({ textEvidence: Object.fromEntries(DOCUMENT_TYPES.map((t) => [t, p(t)])) }) as Extracted;
/** What phases 5-6 answer for a page that reads as noise: no type more likely than another. */
const silent = evidence(() => 0.2);

describe("reading the upload when phase 1's page says nothing", () => {
  it("reads the photo itself, and takes its reading when its text names the document", async () => {
    const out = await uploadIfSilent(silent, upload, run, testCall());
    expect(out?.read?.textEvidence?.factura).toBeGreaterThan(0.5);
    expect(out?.read?.readingId).toBeTruthy();
  }, 120_000);

  it("leaves a page whose text spoke alone, and keeps the first reading when the read fails", async () => {
    const spoke = evidence((t) => (t === "formulario" ? 0.6 : 0.1));
    expect(await uploadIfSilent(spoke, upload, run, testCall())).toBeNull();
    const down = testCall(
      { OCR_EXTRACTOR_URL: DEAD },
      { services: { ocr_extractor: { max_retries: 0, timeout: 5000 } } },
    );
    expect(await uploadIfSilent(silent, upload, run, down)).toBeNull();
  }, 60_000);
});
