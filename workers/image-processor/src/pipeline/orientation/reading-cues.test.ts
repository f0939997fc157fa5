import { describe, expect, it } from "vitest";
import { type LevelBox, punctuationCue } from "./reading-cues";
import type { TextLine } from "./text-lines";

/**
 * One text line 40 rows tall at the top of a page, as boxes: digits 20 px tall from row 10 and
 * whatever marks a case adds. Upside down is the same line mirrored in both directions.
 */
function line(marks: LevelBox[], upsideDown = false) {
  const digits = [0, 14, 40, 54].map((x) => ({ x, y: 10, w: 10, h: 20 }));
  const boxes = [...digits, ...marks].map((b) =>
    upsideDown ? { x: 100 - b.x - b.w, y: 40 - b.y - b.h, w: b.w, h: b.h } : b,
  );
  const lines: TextLine[] = [{ start: 0, end: 40, profile: new Float32Array(40), segments: [] }];
  return punctuationCue(lines, boxes);
}

describe("punctuationCue", () => {
  // "12.50": the full stop sits on the digits' baseline.
  const stop = { x: 28, y: 26, w: 4, h: 4 };

  it("reads a full stop on the baseline as upright and hanging from the top as upside down", () => {
    expect(line([stop])).toEqual({ value: 1, weight: 1 });
    expect(line([stop], true)).toEqual({ value: -1, weight: 1 });
  });

  it("leaves out a colon, an i's dot over its stem, a hyphen and a mark far from any letter", () => {
    const colon = [
      { x: 28, y: 14, w: 4, h: 4 },
      { x: 28, y: 26, w: 4, h: 4 },
    ];
    const iDot = [
      { x: 70, y: 4, w: 4, h: 4 },
      { x: 70, y: 12, w: 4, h: 18 },
    ];
    const hyphen = { x: 27, y: 19, w: 8, h: 2 };
    const far = { x: 90, y: 26, w: 4, h: 4 };
    for (const marks of [colon, iDot, [hyphen], [far]]) {
      expect(line(marks).weight).toBe(0);
      expect(line(marks, true).weight).toBe(0);
    }
  });
});
