import type { TextLine } from "./text-lines";
import { PUNCTUATION, READING } from "./tuning";

/** One cue's verdict: its sign says upright (+) or upside-down (−); `weight` is how much it saw. */
export interface Cue {
  value: number;
  weight: number;
}

/**
 * Ascenders vs descenders, line by line: Latin script puts more ink above the x-height band
 * (capitals, ascenders, accents, i-dots) than below it (descenders). Each line with a clear
 * imbalance votes; all-capital lines have almost no ink outside their core band and abstain.
 * The value is the vote margin (−1…1), the weight the number of voting lines.
 */
export function ascenderCue(lines: readonly TextLine[]): Cue {
  let vote = 0;
  let voters = 0;
  for (const line of lines) {
    const { profile } = line;
    let peak = 0;
    let ink = 0;
    for (const v of profile) {
      peak = Math.max(peak, v);
      ink += v;
    }
    let coreStart = 0;
    const core = READING.core * peak;
    while (coreStart < profile.length && (profile[coreStart] as number) < core) coreStart++;
    let coreEnd = profile.length - 1;
    while (coreEnd > coreStart && (profile[coreEnd] as number) < core) coreEnd--;
    let up = 0;
    let down = 0;
    for (let y = 0; y < coreStart; y++) up += profile[y] as number;
    for (let y = coreEnd + 1; y < profile.length; y++) down += profile[y] as number;
    if (up + down < READING.minOutside * ink) continue;
    const balance = (up - down) / (up + down);
    if (Math.abs(balance) < READING.minBalance) continue;
    vote += Math.sign(balance);
    voters++;
  }
  return { value: voters > 0 ? vote / voters : 0, weight: voters };
}

/**
 * Left alignment: left-to-right text is set flush left far more often than flush right, so
 * phrases of different lengths on different lines share their start and not their end;
 * upside down, the shared edge moves to the right. Pairs of equal length (dates, codes) say
 * nothing and are skipped. The value is (left − right) / (left + right) over such pairs, the
 * weight the number of phrases taking part.
 */
export function alignmentCue(lines: readonly TextLine[]): Cue {
  const heights = lines.map((l) => l.end - l.start).sort((a, b) => a - b);
  const lineHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  const tolerance = Math.max(2, READING.alignTolerance * lineHeight);
  const phrases: { line: number; x0: number; x1: number }[] = [];
  lines.forEach((line, i) => {
    for (const [x0, x1] of line.segments) {
      if (x1 - x0 >= READING.minPhrase * lineHeight) phrases.push({ line: i, x0, x1 });
    }
  });
  let left = 0;
  let right = 0;
  const involved = new Set<number>();
  for (let i = 0; i < phrases.length; i++) {
    const p = phrases[i] as (typeof phrases)[number];
    for (let j = i + 1; j < phrases.length; j++) {
      const q = phrases[j] as (typeof phrases)[number];
      const similar = Math.abs(q.x1 - q.x0 - (p.x1 - p.x0)) <= READING.sameLength * tolerance;
      if (q.line === p.line || similar) continue;
      const starts = Math.abs(q.x0 - p.x0) <= tolerance;
      const ends = Math.abs(q.x1 - p.x1) <= tolerance;
      if (starts) left++;
      if (ends) right++;
      if (starts || ends) involved.add(i).add(j);
    }
  }
  const pairs = left + right;
  return { value: pairs > 0 ? (left - right) / pairs : 0, weight: involved.size };
}

/** A glyph's box on the level page (rows as findTextLines counts them): top-left, size. */
export interface LevelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Full stops and commas: Latin text sets them on the baseline, right after a letter and with
 * nothing above or below them; upside down they hang from the top of the letters beside
 * them. Amounts (12.50), abbreviations and e-mail addresses carry them, so this cue speaks on
 * receipts and forms in capitals, where the ascender cue abstains. A mark is a dot-sized glyph
 * (not much longer one way than the other, so hyphens and rules are not) whose columns no
 * other glyph of its line shares, which leaves out i's dots, colons, accents and tildes. It
 * votes by where its centre sits on the nearest glyph beside it that is PUNCTUATION.letter
 * times its size (a letter, not another mark or small print), when that glyph is close: the
 * bottom band upright, the top band upside down. The value is (bottom − top) / (bottom + top),
 * the weight the number of votes.
 */
export function punctuationCue(lines: readonly TextLine[], boxes: readonly LevelBox[]): Cue {
  const byLine: LevelBox[][] = lines.map(() => []);
  for (const box of boxes) {
    const centre = box.y + box.h / 2;
    // Lines are in order down the page: the last one starting at or above the centre.
    let lo = 0;
    let hi = lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lines[mid] as TextLine).start <= centre) lo = mid;
      else hi = mid - 1;
    }
    const line = lines[lo];
    if (line && centre >= line.start && centre < line.end) byLine[lo]?.push(box);
  }
  let bottom = 0;
  let top = 0;
  for (const own of byLine) {
    own.sort((a, b) => a.x - b.x);
    for (let k = 0; k < own.length; k++) {
      const vote = markVote(own, k);
      if (vote > 0) bottom++;
      else if (vote < 0) top++;
    }
  }
  const votes = bottom + top;
  return { value: votes > 0 ? (bottom - top) / votes : 0, weight: votes };
}

/** +1 for a mark on its letter's baseline, −1 for one at its top, 0 when `own[k]` is not a mark. */
function markVote(own: readonly LevelBox[], k: number): number {
  const mark = own[k] as LevelBox;
  const long = Math.max(mark.w, mark.h);
  if (Math.min(mark.w, mark.h) < PUNCTUATION.squareness * long) return 0;
  // Alone in its columns: the glyphs before it end left of it, those after start right of it.
  for (let j = k - 1; j >= 0; j--)
    if ((own[j] as LevelBox).x + (own[j] as LevelBox).w > mark.x) return 0;
  if (k + 1 < own.length && (own[k + 1] as LevelBox).x < mark.x + mark.w) return 0;
  const isLetter = (b: LevelBox) => b.h >= PUNCTUATION.letter * long;
  let letter: LevelBox | undefined;
  let gap = Number.POSITIVE_INFINITY;
  for (let j = k - 1; j >= 0; j--) {
    const b = own[j] as LevelBox;
    if (!isLetter(b)) continue;
    letter = b;
    gap = mark.x - (b.x + b.w);
    break;
  }
  for (let j = k + 1; j < own.length; j++) {
    const b = own[j] as LevelBox;
    if (!isLetter(b)) continue;
    if (b.x - (mark.x + mark.w) < gap) {
      letter = b;
      gap = b.x - (mark.x + mark.w);
    }
    break;
  }
  if (!letter || gap > PUNCTUATION.gap * letter.h) return 0;
  const at = (mark.y + mark.h / 2 - letter.y) / letter.h;
  if (at >= 1 - PUNCTUATION.band && at <= 1 + PUNCTUATION.overhang) return 1;
  if (at <= PUNCTUATION.band && at >= -PUNCTUATION.overhang) return -1;
  return 0;
}
