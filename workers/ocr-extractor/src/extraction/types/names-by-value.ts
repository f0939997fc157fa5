import { isCommonWord, isSpanishWord, nameWordSide } from "../../normalize";
import { type ExtractedField, field } from "../field";
import { type NormaliseContext, normaliseValue } from "../normalize-value";
import { fold, type TextLine } from "../text-lines";

/**
 * The holder's names found by their value when OCR lost or garbled their captions: on a
 * photographed card or form "APELLIDOS" may read as "Amd" or vanish while the name under it
 * reads well. Runs only for the parts no caption gave, and never over a full name that was
 * read. Two kinds of evidence, the first preferred:
 *
 * - a line holding one part that was read (the given names under their caption) and one to
 *   three more name words: the holder's full name printed again (under the photo, over the
 *   signature), whose other words are the other part;
 * - a line whose words are names by the lexicon of given names and surnames (national name
 *   statistics, see person-name.ts), after at most two words of a garbled caption: all given
 *   names make `nombres`, all surnames `apellidos`, both a full name. A line with a word the
 *   lexicon does not know as a name and the dictionaries know as a common word is no name.
 *
 * Values found so are not verified (`valid` null) and their confidence is capped.
 */
export function namesByValue(
  fields: Record<string, ExtractedField>,
  lines: TextLine[],
  ctx: NormaliseContext,
): void {
  if (typeof fields.nombre_completo?.value === "string") return;
  const read = (name: "nombres" | "apellidos") => {
    const f = fields[name];
    return typeof f?.value === "string" && f.valid !== false ? f.value : undefined;
  };
  const given = read("nombres");
  const surnames = read("apellidos");
  if (given && surnames) return;
  if (given || surnames) {
    const [part, other] = given
      ? (["nombres", "apellidos"] as const)
      : (["apellidos", "nombres"] as const);
    const found = besideReadPart((given ?? surnames) as string, lines, ctx);
    if (found) {
      fields[other] = withCappedConfidence(found, `beside the ${part} on the full name's line`);
      return;
    }
  }
  const byLexicon = namesByLexicon(lines, ctx, [given, surnames]);
  if (!given && !surnames && byLexicon.full && !byLexicon.given && !byLexicon.surnames) {
    fields.nombre_completo = withCappedConfidence(byLexicon.full, "a line of names");
    return;
  }
  if (!given && byLexicon.given)
    fields.nombres = withCappedConfidence(byLexicon.given, "a line of given names");
  if (!surnames && byLexicon.surnames)
    fields.apellidos = withCappedConfidence(byLexicon.surnames, "a line of surnames");
}

/** Confidence of a name found by its value: never above this. */
const BY_VALUE_CONFIDENCE = 0.6;

function withCappedConfidence(f: ExtractedField, how: string): ExtractedField {
  return {
    ...f,
    valid: null,
    confidence: Math.min(f.confidence, BY_VALUE_CONFIDENCE),
    check: `found by its value: ${how}`,
  };
}

/** Most words a name part beside another adds (two surnames, a compound "DE LA CRUZ"). */
const MAX_OTHER_WORDS = 3;

/** The words of a line without the marks at their ends; words of no letter dropped. */
function words(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
    .filter((w) => /\p{L}/u.test(w));
}

const PARTICLES = new Set(["de", "del", "la", "las", "los", "y"]);

/** A word printed as a name is: a capital then letters, or a particle. */
function nameShaped(word: string): boolean {
  return /^\p{Lu}[\p{L}'’-]+$/u.test(word) || PARTICLES.has(fold(word));
}

/** A word that may be part of a name: name-shaped, and not a common word no lexicon names. */
function mayBeName(word: string): boolean {
  return nameShaped(word) && (nameWordSide(word) !== null || !isCommonWord(word));
}

function field0(raw: string, line: TextLine, ctx: NormaliseContext): ExtractedField | undefined {
  const n = normaliseValue("name", raw, ctx);
  if (n.valid !== true) return undefined;
  return field(raw, n.value, line.confidence, true);
}

/** The other part of the name on a line that holds `part` at its start or end. */
function besideReadPart(
  part: string,
  lines: TextLine[],
  ctx: NormaliseContext,
): ExtractedField | undefined {
  const want = words(part).map(fold);
  if (!want.length) return undefined;
  for (const line of lines) {
    const ws = words(line.text);
    if (ws.length <= want.length || ws.length > want.length + MAX_OTHER_WORDS) continue;
    const keys = ws.map(fold);
    const same = (from: number) => want.every((w, k) => keys[from + k] === w);
    const rest = same(0)
      ? ws.slice(want.length)
      : same(ws.length - want.length)
        ? ws.slice(0, ws.length - want.length)
        : undefined;
    if (!rest?.every(mayBeName) || rest.every((w) => PARTICLES.has(fold(w)))) continue;
    const found = field0(rest.join(" "), line, ctx);
    if (found) return found;
  }
  return undefined;
}

/** Most words of a garbled caption before a line's names. */
const MAX_CAPTION_WORDS = 2;

/**
 * The first line of given names, of surnames and of a full name by the lexicon, top to
 * bottom, leaving out lines that spell a part already read (`known`).
 */
function namesByLexicon(
  lines: TextLine[],
  ctx: NormaliseContext,
  known: (string | undefined)[],
): { given?: ExtractedField; surnames?: ExtractedField; full?: ExtractedField } {
  const out: { given?: ExtractedField; surnames?: ExtractedField; full?: ExtractedField } = {};
  const knownKeys = new Set(
    known.filter(Boolean).map((k) =>
      words(k as string)
        .map(fold)
        .join(" "),
    ),
  );
  for (const line of lines) {
    const ws = line.text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w));
    // The names run to the line's end; before them, a caption OCR garbled or a bare label.
    let start = ws.length;
    while (start > 0 && knownName(clean(ws[start - 1] as string))) start -= 1;
    const caption = ws.slice(0, start);
    if (caption.length > MAX_CAPTION_WORDS) continue;
    if (caption.some((w) => !/:$/.test(w) && isSpanishWord(clean(w)))) continue;
    const names = ws.slice(start).map(clean);
    const proper = names.filter((w) => !PARTICLES.has(fold(w)));
    if (proper.length < 2 || proper.length > 5) continue;
    const sides = proper.map(nameWordSide);
    if (knownKeys.has(names.map(fold).join(" "))) continue;
    const g = sides.filter((s) => s === 1).length;
    const s = sides.filter((x) => x === -1).length;
    const kind = g && s ? "full" : g ? "given" : s ? "surnames" : undefined;
    if (!kind || out[kind] || (kind === "full" && proper.length < 3)) continue;
    const found = field0(names.join(" "), line, ctx);
    if (found) out[kind] = found;
  }
  return out;
}

/** A word printed as a name that the lexicon knows as one (or a particle). */
function knownName(word: string): boolean {
  return nameShaped(word) && nameWordSide(word) !== null;
}

function clean(word: string): string {
  return word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
}
