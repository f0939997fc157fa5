import type { TextLine } from "./text-lines";
import { READING } from "./tuning";

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
