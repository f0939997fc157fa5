import { describe, expect, it } from "vitest";
import { segmentLines } from "./segments";
import type { TextLine } from "./text-lines";

/** A line of words at the given horizontal extents, as OCR boxed them. */
function line(words: [text: string, x0: number, x1: number][]): TextLine {
  let text = "";
  const out: TextLine["words"] = [];
  for (const [word, x0, x1] of words) {
    if (text) text += " ";
    out.push({ start: text.length, end: text.length + word.length, confidence: 0.9, x0, x1 });
    text += word;
  }
  return { text, words: out, confidence: 0.9 };
}

const cells = (l: TextLine) => (segmentLines([l])[0] ?? []).map((s) => s.text);

describe("a line cut into column cells at wide gaps", () => {
  it("cuts at a gap of several characters and keeps word gaps", () => {
    expect(
      cells(
        line([
          ["Nombres:", 0, 80],
          ["ANA", 90, 120],
          ["Apellidos:", 400, 500],
        ]),
      ),
    ).toEqual(["Nombres: ANA", "Apellidos:"]);
  });

  it("cuts where one word's box reaches over its neighbours", () => {
    // A warped photo: "SANTIAGO" boxed across "DE LOS", a speck read "O" beside the sex's F.
    const warped = line([
      ["FO", 423, 538],
      ["SANTIAGO", 622, 1017],
      ["DE", 763, 794],
      ["LOS", 803, 844],
      ["CABALLEROS", 858, 1017],
    ]);
    expect(cells(warped)).toEqual(["FO", "SANTIAGO DE LOS CABALLEROS"]);
    // A speck boxed as a letter three characters wide before a name.
    expect(
      cells(
        line([
          ["E", 104, 195],
          ["ROSA", 291, 347],
        ]),
      ),
    ).toEqual(["E", "ROSA"]);
  });

  it("measures the print by its words, not by the frame strokes read between them", () => {
    const framed = line([
      ["Teléfono", 139, 300],
      ["|", 320, 325],
      ["94979190", 345, 505],
      ["|", 520, 525],
    ]);
    expect(cells(framed)).toEqual(["Teléfono | 94979190 |"]);
  });
});
