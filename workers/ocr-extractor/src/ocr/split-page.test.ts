import { describe, expect, it } from "vitest";
import { cutRow, joinParts, SPLIT } from "./split-page";
import type { OcrPage, TextBlock } from "./types";

/** A white page `width` × `height` with ink on the rows `inked` says (every column). */
function page(width: number, height: number, inked: (y: number) => boolean): Uint8Array {
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) if (inked(y)) data.fill(0, y * width, (y + 1) * width);
  return data;
}

/** Text lines 30 px tall every 45 px: gaps of 15 px, as printed lines have. */
const lines = (y: number) => y % 45 < 30;

describe("cutRow", () => {
  it("cuts in the middle of the tallest blank band near the page's middle", () => {
    const height = 2000;
    const data = page(100, height, (y) => (y >= 1100 && y < 1160 ? false : lines(y)));
    const row = cutRow(data, 100, height) as number;
    // The 60-px band between 1100 and 1160 (plus the line gaps touching it).
    expect(row).toBeGreaterThan(1100);
    expect(row).toBeLessThan(1160);
  });

  it("never cuts outside the middle window, however tall a band there", () => {
    const height = 2000;
    const data = page(100, height, (y) => y > 300 && y < 1900);
    expect(cutRow(data, 100, height)).toBeUndefined();
  });

  it("does not cut a page whose every row has ink (a table's frame)", () => {
    const width = 200;
    const height = 2000;
    const data = page(width, height, lines);
    for (let y = 0; y < height; y++) data[y * width + 10] = 0;
    expect(cutRow(data, width, height)).toBeUndefined();
  });

  it("tolerates a few specks in a blank row", () => {
    const width = 1000;
    const height = 2000;
    const data = page(width, height, (y) => (y >= 900 && y < 1000 ? false : lines(y)));
    for (let y = 900; y < 1000; y += 3) data[y * width + ((y * 7) % width)] = 0;
    expect(cutRow(data, width, height)).toBeGreaterThan(900);
  });

  it("leaves pages whose gaps are thinner than a line gap whole", () => {
    const height = 2000;
    const gap = Math.ceil(height * SPLIT.minGap) - 1;
    const data = page(100, height, (y) => y % (gap + 20) >= gap);
    expect(cutRow(data, 100, height)).toBeUndefined();
  });
});

function word(text: string, y: number): TextBlock {
  return {
    text,
    confidence: 0.9,
    bbox: { x: 10, y, width: 50, height: 20 },
    level: "word",
    children: [],
  };
}

function onePage(text: string, y: number): OcrPage {
  const w = word(text, y);
  const line: TextBlock = { ...w, level: "line", children: [w] };
  const block: TextBlock = { ...w, level: "block", children: [line] };
  return { text, confidence: 0.9, blocks: [block], width: 100, height: 500 };
}

describe("joinParts", () => {
  it("puts the lower part's words below the cut, after the upper part's", () => {
    const joined = joinParts(onePage("NOMBRE", 40), onePage("TOTAL", 30), 500, {
      width: 100,
      height: 1000,
    });
    expect(joined.text).toBe("NOMBRE\n\nTOTAL");
    const words = joined.blocks.flatMap((b) => b.children.flatMap((l) => l.children));
    expect(words.map((w) => [w.text, w.bbox.y])).toEqual([
      ["NOMBRE", 40],
      ["TOTAL", 530],
    ]);
    expect(joined.blocks[1]?.bbox.y).toBe(530);
    expect(joined.height).toBe(1000);
    expect(joined.confidence).toBeCloseTo(0.9);
  });
});
