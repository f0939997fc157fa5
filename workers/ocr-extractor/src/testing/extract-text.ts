import { buildDocument, type ExtractionRequest } from "../extraction/build-document";
import { linesFromText } from "../extraction/text-lines";

const on = { checkboxes: true, tables: true, fields: true };

/** Phase 6 on plain text as the tests give it: every option on, read with confidence 0.95. */
export function extractText(
  text: string,
  documentType: ExtractionRequest["documentType"] = "auto",
) {
  return buildDocument({
    lines: linesFromText(text),
    documentType,
    ocrConfidence: 0.95,
    wordCount: text.split(/\s+/).length,
    options: () => on,
    normalise: { phoneRegion: "VE", today: new Date("2026-06-01T00:00:00Z") },
    elapsedSeconds: 0,
  });
}
