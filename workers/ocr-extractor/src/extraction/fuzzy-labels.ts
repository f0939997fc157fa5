import { distance } from "fastest-levenshtein";
import { isSpanishWord } from "../normalize";
import { fold, type LineWord, type TextLine } from "./text-lines";

/** Words tried as one label (the longest label printed has four: "fecha de nacimiento"). */
const MAX_WORDS = 4;
/** Labels shorter than this (in letters) are never matched loosely. */
const MIN_LETTERS = 6;
/** Edits allowed per letter of the label. */
const EDITS_PER_LETTER = 0.25;

/**
 * Labels OCR garbled on a blurred page ("Correa elertrenico", "Ctrección", "Estado chil")
 * written back as the type's label, so the value beside or under them is found. A run of one
 * to four words is a label when its letters are within a quarter of the label's length in
 * edits (Levenshtein) of one of `canonical` (lower-case, no accents) and no exact label
 * pattern matches the line there already; labels under six letters are left alone (short
 * words are too often values). The run becomes one word with the label's text, keeping its
 * box, its confidence and a trailing colon; the rest of the line is unchanged.
 */
export function repairLabels(lines: TextLine[], canonical: string[], exact: RegExp[]): TextLine[] {
  const targets = canonical
    .map((label) => ({ label, letters: label.replace(/[^a-z]/g, "") }))
    .filter((t) => t.letters.length >= MIN_LETTERS);
  if (!targets.length) return lines;
  return lines.map((line) => repairLine(line, targets, compiled(exact)));
}

/** A type's label patterns, whole-run and anywhere, compiled once per process. */
const COMPILED = new WeakMap<RegExp[], { whole: RegExp[]; within: RegExp[] }>();
function compiled(exact: RegExp[]): { whole: RegExp[]; within: RegExp[] } {
  let patterns = COMPILED.get(exact);
  if (!patterns) {
    patterns = {
      whole: exact.map((re) => new RegExp(`^(?:${re.source})$`)),
      within: exact.map((re) => new RegExp(re.source)),
    };
    COMPILED.set(exact, patterns);
  }
  return patterns;
}

function repairLine(
  line: TextLine,
  targets: { label: string; letters: string }[],
  exact: { whole: RegExp[]; within: RegExp[] },
): TextLine {
  // Text given without boxes is one "word" per line: its whitespace-separated tokens are tried.
  const words: LineWord[] = line.words.some((w) => w.x0 !== undefined)
    ? line.words
    : [...line.text.matchAll(/\S+/g)].map((m) => ({
        start: m.index,
        end: m.index + m[0].length,
        confidence: line.confidence,
      }));
  if (words.length === 0) return line;
  const folded = fold(line.text);
  const replacements: { from: number; to: number; label: string }[] = [];
  for (let i = 0; i < words.length; i++) {
    // No label starts with a one- or two-letter word: "Y NOMBRES" in "APELLIDOS Y NOMBRES" is
    // the tail of a label read right, not a garbled "nombres".
    const head = words[i] as LineWord;
    if (folded.slice(head.start, head.end).replace(/[^a-z]/g, "").length <= 2) continue;
    let best: { to: number; label: string; distance: number } | undefined;
    // Letters of a label read right at the start of the run: only a longer label beginning
    // with them may still be read from there ("DIRECCIÓN CE HAMITACIÓN" → "dirección de
    // habitación"), never across a colon ("nacimiento: 3 de" keeps the day of its date).
    let readRight: string | undefined;
    // Shortest runs first; a longer run only wins with fewer edits (no value is swallowed).
    // Tokens without letters ("+", "|") are stray marks, not words of the label.
    for (let k = 1, n = 0; n < MAX_WORDS && i + k <= words.length; k++) {
      const first = words[i] as LineWord;
      const last = words[i + k - 1] as LineWord;
      const lastText = folded.slice(last.start, last.end);
      if (/[a-z]/.test(lastText)) n += 1;
      const span = folded.slice(first.start, last.end);
      const letters = span.replace(/[^a-z]/g, "");
      if (!readRight) {
        // A run read as a label needs no repair; one holding a label is no label either.
        const bare = span.replace(/[\s:]+$/, "");
        if (exact.whole.some((re) => re.test(bare))) {
          readRight = letters;
          if (/:/.test(lastText)) break;
          continue;
        }
        // A label whose letters are right but not its spaces ("DIRE CCIÓN", "ESTADOCIVIL",
        // "Profesiónuoficio", which holds the label "profesión") is written back whole.
        const same = targets.find((t) => t.letters === letters);
        // Unless the run is a longer label garbled that holds that label itself ("ugar de
        // nacimiento" holds "nacimiento": "lugar de nacimiento" with its first letter lost).
        const holds = (text: string) => exact.within.some((re) => re.test(text));
        if (!same && holds(span) && !targets.some((t) => near(letters, t) && holds(t.label))) break;
        if (same) {
          readRight = letters;
          const spaced = bare.replace(/\s+/g, " ") !== same.label;
          best = spaced ? { to: i + k - 1, label: same.label, distance: 0 } : undefined;
          if (/:/.test(lastText)) break;
          continue;
        }
      }
      // A run never ends on a token without letters: a value after a label ("Fecha de emisicn
      // 14.08.2025") adds no letters, so it would tie with the label and be swallowed.
      if (k > 1 && !/[a-z]/.test(lastText)) {
        if (readRight && /:/.test(lastText)) break;
        continue;
      }
      let longerReadRight = false;
      // After a label read right, a correctly spelled word that is not the longer label's is
      // another phrase ("DIRECCIÓN DE ATENCIÓN AL CIUDADANO" is an office, not "dirección de
      // habitación" garbled).
      const spelled = readRight
        ? words
            .slice(i + 1, i + k)
            .map((w) => folded.slice(w.start, w.end).replace(/[^a-z]/g, ""))
            .filter((w) => w.length >= 4 && isSpanishWord(w))
        : [];
      // A run of words each spelled right, in another number of words than the label, says
      // what it says: "Nacional de" in "Documento Nacional de Identificación" is no garbled
      // "nacionalidad". (OCR misreads letters, and a misread word may still be a word, as in
      // "Correa electrónico"; it seldom moves a word break.)
      const runWords = words
        .slice(i, i + k)
        .map((w) => folded.slice(w.start, w.end).replace(/[^a-z]/g, ""))
        .filter((w) => w.length > 0);
      const wordsRight = runWords.length >= 2 && runWords.every((w) => isSpanishWord(w));
      for (const t of targets) {
        if (Math.abs(letters.length - t.letters.length) > 3) continue;
        if (wordsRight && t.label.split(" ").length !== runWords.length) continue;
        if (readRight && !(t.letters.startsWith(readRight) && t.letters.length > readRight.length))
          continue;
        if (spelled.some((w) => !t.label.split(" ").includes(w))) continue;
        if (!near(letters, t)) continue;
        const edits = distance(letters, t.letters);
        // A longer label read right ("cédula de identidad") is left as it is too.
        if (readRight && edits === 0) {
          best = undefined;
          longerReadRight = true;
          break;
        }
        if (!best || edits < best.distance || readRight)
          best = { to: i + k - 1, label: t.label, distance: edits };
      }
      if (longerReadRight || (readRight && /:/.test(lastText))) break;
    }
    if (!best) continue;
    // A word before the label ran into the run ("Sexe ugar de nacimiento"): the run from the
    // next word, nearer the label, is taken there instead.
    if (best.to > i && best.distance > 0) {
      const rest = words[i + 1] as LineWord;
      const tail = folded
        .slice(rest.start, (words[best.to] as LineWord).end)
        .replace(/[^a-z]/g, "");
      if (distance(tail, best.label.replace(/[^a-z]/g, "")) < best.distance) continue;
    }
    replacements.push({ from: i, to: best.to, label: best.label });
    i = best.to;
  }
  if (!replacements.length) return line;
  // The line rebuilt: the runs replaced, everything else (separators too) as it was.
  let text = "";
  let cursor = 0;
  const out: LineWord[] = [];
  let r = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as LineWord;
    const rep = replacements[r];
    text += line.text.slice(cursor, w.start);
    const start = text.length;
    if (rep && rep.from === i) {
      const last = words[rep.to] as LineWord;
      const run = words.slice(rep.from, rep.to + 1);
      const colon = /:\s*$/.test(line.text.slice(w.start, last.end)) ? ":" : "";
      text += `${rep.label.toLocaleUpperCase("es")}${colon}`;
      out.push({
        start,
        end: text.length,
        confidence: run.reduce((a, x) => a + x.confidence, 0) / run.length,
        ...(w.x0 !== undefined ? { x0: w.x0 } : {}),
        ...(last.x1 !== undefined ? { x1: last.x1 } : {}),
        ...(w.y0 !== undefined ? { y0: Math.min(...run.map((x) => x.y0 ?? Infinity)) } : {}),
        ...(w.y1 !== undefined ? { y1: Math.max(...run.map((x) => x.y1 ?? -Infinity)) } : {}),
      });
      cursor = last.end;
      i = rep.to;
      r += 1;
      continue;
    }
    text += line.text.slice(w.start, w.end);
    out.push({ ...w, start, end: text.length });
    cursor = w.end;
  }
  text += line.text.slice(cursor);
  return { ...line, text, words: out };
}

/** Letters within a quarter of a printed label's length in edits of it. */
function near(letters: string, target: { letters: string }): boolean {
  return (
    Math.abs(letters.length - target.letters.length) <= 3 &&
    distance(letters, target.letters) <= Math.floor(target.letters.length * EDITS_PER_LETTER)
  );
}
