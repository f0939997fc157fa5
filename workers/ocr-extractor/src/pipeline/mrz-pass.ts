import {
  cleanMrzLine,
  type DocumentType,
  detectType,
  linesFromPage,
  looksLikeMrz,
  mrzRank,
  readMrz,
  type TextLine,
} from "../extraction";
import { type OcrEngine, type OcrResult, recognizeRegion } from "../ocr";
import { union } from "../ocr/tsv";

const MRZ_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";

/**
 * A second reading of a passport's machine-readable zone when the first one fails its check
 * digits: the MRZ band (the MRZ-looking lines, else the bottom third of the page) is read
 * again as a single block restricted to the MRZ alphabet. The better reading — more check
 * digits holding — replaces the first one's lines.
 */
export async function refineMrz(
  engine: OcrEngine,
  ocr: OcrResult,
  lines: TextLine[],
  type: DocumentType | "auto",
): Promise<TextLine[]> {
  const isPassport =
    type === "pasaporte" || (type === "auto" && detectType(lines).document_type === "pasaporte");
  if (!isPassport) return lines;
  const first = readMrz(lines);
  if (first?.check_digits_valid) return lines;
  const band = lines.filter((l) => l.bbox && looksLikeMrz(cleanMrzLine(l.text)));
  const box = band.length
    ? pad(union(band.map((l) => l.bbox as NonNullable<TextLine["bbox"]>)), ocr)
    : bottomThird(ocr);
  const page = await recognizeRegion(engine, ocr.prepared, box, {
    lang: "eng",
    psm: 6,
    dpi: ocr.dpi,
    params: { tessedit_char_whitelist: MRZ_CHARS, load_system_dawg: "0", load_freq_dawg: "0" },
  });
  const second = linesFromPage(page).filter((l) => looksLikeMrz(cleanMrzLine(l.text)));
  if (mrzRank(readMrz(second)) <= mrzRank(first)) return lines;
  return [...lines.filter((l) => !band.includes(l)), ...second];
}

function pad(box: { x: number; y: number; width: number; height: number }, ocr: OcrResult) {
  const margin = Math.round(box.height * 0.4);
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  return {
    x,
    y,
    width: Math.min(ocr.width - x, box.width + 2 * margin),
    height: Math.min(ocr.height - y, box.height + 2 * margin),
  };
}

function bottomThird(ocr: OcrResult) {
  const y = Math.round(ocr.height * 0.66);
  return { x: 0, y, width: ocr.width, height: ocr.height - y };
}
