import {
  EXTRACTORS,
  type Extraction,
  type ExtractionRequest,
  linesFromPage,
  type TextLine,
} from "../extraction";
import type { ExtractedField } from "../extraction/field";
import { type OcrEngine, type OcrResult, recognizeRegion } from "../ocr";
import type { BBox } from "../ocr/types";

const DIGITS = "0123456789";
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * Characters a value of each kind can hold: the second reading is restricted to them, so
 * Tesseract cannot turn an "@" into "(O" or a "1" into "l".
 */
const WHITELISTS: Record<string, (raw: string) => string | undefined> = {
  email: () => `${LETTERS}${DIGITS}@._-`,
  cedula: () => `VEve${DIGITS}.- `,
  phone: () => `${DIGITS}+-.() `,
  sex: () => "MFmf",
  // A one-letter nationality is Venezuela's V (venezolano) or E (extranjero).
  nationality: (raw) => (raw.trim().length <= 2 ? "VE" : LETTERS),
  // Numeric dates read with digits and separators only; dates with a month name keep letters.
  date: (raw) =>
    /\p{L}{2}/u.test(raw)
      ? `${LETTERS}${DIGITS}/.- `
      : /\d/.test(raw)
        ? `${DIGITS}/.- `
        : undefined,
};

/** A field worth a second reading: its value failed its check, or an e-mail lost its "@". */
function needsRereading(kind: string, f: ExtractedField): boolean {
  if (!f.raw) return false;
  if (f.valid === false) return true;
  return kind === "email" && !f.raw.includes("@");
}

function whitelistOf(kind: string, raw: string): string | undefined {
  const base = kind.startsWith("date:") ? "date" : kind;
  return WHITELISTS[base]?.(raw);
}

/**
 * Second pass on fields of a known pattern (e-mails, dates, cédulas, phones, sex) whose first
 * reading failed its check or needed repair: the words the value came from are read again on
 * their own, as one line restricted to the characters the kind allows, and the document is
 * extracted again with that reading in place. A field's new reading is kept only when its
 * value then passes its check without repair; otherwise the first reading stands. Answers
 * the extraction and the lines it was built from (with the kept re-readings in place).
 */
export async function rereadFields(
  engine: OcrEngine,
  ocr: OcrResult,
  request: ExtractionRequest,
  first: Extraction,
  build: (request: ExtractionRequest) => Promise<Extraction>,
): Promise<{ extraction: Extraction; lines: TextLine[] }> {
  const kinds = new Map(EXTRACTORS[first.document_type].describe().map((d) => [d.name, d.kind]));
  let lines = request.lines;
  let best = first;
  for (const [name, f] of Object.entries(first.fields)) {
    const kind = kinds.get(name);
    if (!kind || !needsRereading(kind, f)) continue;
    const whitelist = whitelistOf(kind, f.raw as string);
    if (!whitelist) continue;
    const place = locate(lines, f.raw as string);
    if (!place) continue;
    const page = await recognizeRegion(engine, ocr.prepared, pad(place.box, ocr), {
      // English data: its character set holds "@" and "_" and reads them (Spanish data reads
      // "@" as "(O", "(VD"); the values re-read here are ASCII.
      lang: "eng",
      psm: (f.raw as string).trim().length <= 2 ? 10 : 7,
      dpi: ocr.dpi,
      params: { tessedit_char_whitelist: whitelist },
    });
    const words = linesFromPage(page).flatMap((l) => splitWords(l));
    if (!words.length) continue;
    const patched = patch(lines, place, words);
    const again = await build({ ...request, lines: patched, documentType: first.document_type });
    const now = again.fields[name];
    if (now?.valid !== true || needsRereading(kind, now)) continue;
    // Keep the patch only when no other field got worse.
    if (worse(best, again, name)) continue;
    lines = patched;
    best = again;
  }
  if (best === first) return { extraction: first, lines: request.lines };
  // Type detection (auto) is reported as first decided.
  return { extraction: { ...best, type_detection: first.type_detection }, lines };
}

interface Place {
  line: number;
  start: number;
  end: number;
  box: BBox;
}

/**
 * Where `raw` was read: the first line holding it as whole words (so a one-letter value is
 * not found inside a longer word), and the box of those words.
 */
function locate(lines: TextLine[], raw: string): Place | undefined {
  const needle = raw.trim();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as TextLine;
    if (!line.bbox) continue;
    for (let at = line.text.indexOf(needle); at >= 0; at = line.text.indexOf(needle, at + 1)) {
      const words = line.words.filter((w) => w.end > at && w.start < at + needle.length);
      const first = words[0];
      const last = words.at(-1);
      if (!first || !last || first.x0 === undefined || last.x1 === undefined) continue;
      if (first.start !== at || last.end !== at + needle.length) continue;
      return {
        line: i,
        start: first.start,
        end: last.end,
        box: { x: first.x0, y: line.bbox.y, width: last.x1 - first.x0, height: line.bbox.height },
      };
    }
  }
  return undefined;
}

/** A margin of half a line height around the value (Tesseract needs white around glyphs). */
function pad(box: BBox, ocr: OcrResult): BBox {
  const m = Math.max(4, Math.round(box.height * 0.5));
  const x = Math.max(0, box.x - m);
  const y = Math.max(0, box.y - m);
  return {
    x,
    y,
    width: Math.min(ocr.width - x, box.width + 2 * m),
    height: Math.min(ocr.height - y, box.height + 2 * m),
  };
}

interface NewWord {
  text: string;
  confidence: number;
  x0?: number;
  x1?: number;
}

function splitWords(line: TextLine): NewWord[] {
  return line.words.map((w) => ({
    text: line.text.slice(w.start, w.end),
    confidence: w.confidence,
    ...(w.x0 !== undefined ? { x0: w.x0 } : {}),
    ...(w.x1 !== undefined ? { x1: w.x1 } : {}),
  }));
}

/** `lines` with the words of `place` replaced by `words`. */
function patch(lines: TextLine[], place: Place, words: NewWord[]): TextLine[] {
  const line = lines[place.line] as TextLine;
  const before = line.words.filter((w) => w.end <= place.start);
  const after = line.words.filter((w) => w.start >= place.end);
  let text = line.text.slice(0, place.start);
  const out = [...before];
  words.forEach((w, i) => {
    if (i > 0) text += " ";
    out.push({
      start: text.length,
      end: text.length + w.text.length,
      confidence: w.confidence,
      x0: w.x0,
      x1: w.x1,
    });
    text += w.text;
  });
  const shift = text.length - place.end;
  text += line.text.slice(place.end);
  for (const w of after) out.push({ ...w, start: w.start + shift, end: w.end + shift });
  const copy = [...lines];
  copy[place.line] = { ...line, text, words: out };
  return copy;
}

/** True when a field other than `name` lost its value or its valid check in `next`. */
function worse(prev: Extraction, next: Extraction, name: string): boolean {
  for (const [n, f] of Object.entries(prev.fields)) {
    if (n === name || n === "nombre_completo") continue;
    const g = next.fields[n];
    if (f.value !== null && (!g || g.value === null)) return true;
    if (f.valid === true && g?.valid !== true) return true;
  }
  return false;
}
