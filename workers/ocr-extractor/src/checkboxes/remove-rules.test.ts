import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderPage } from "../testing";
import { removeLeaders, removeRules } from "./remove-rules";

/** A 300 dpi form: framed fields (1.5 px rules), a checkbox, a thick bar, text. */
async function form() {
  const png = await renderPage(
    [
      { text: "DIRECCIÓN DE HABITACIÓN", x: 70, y: 140, size: 22 },
      { text: "Calle Francisco de Miranda, Edif. El Samán, Piso 12", x: 70, y: 200, size: 40 },
      { text: "Vivienda propia", x: 150, y: 372, size: 34 },
    ],
    { width: 2000, height: 600 },
    [
      // A field's frame: 1800 × 130 px, thin.
      { x: 50, y: 100, size: 1800, height: 130, lineWidth: 3 },
      // A checkbox: 44 px.
      { x: 80, y: 340, size: 44, lineWidth: 3 },
      // A bar 2 mm thick: no rule.
      { x: 50, y: 480, size: 1800, height: 10, lineWidth: 24 },
    ],
  );
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { grey: new Uint8Array(data), width: info.width, height: info.height };
}

/** Pixels darker than mid-grey inside a rectangle. */
function ink(
  p: { grey: Uint8Array; width: number },
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  let n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) if ((p.grey[y * p.width + x] as number) < 128) n++;
  return n;
}

describe("removeRules", () => {
  it("whitens a form's thin frames and keeps text, checkboxes and thick bars", async () => {
    const page = await form();
    const before = {
      top: ink(page, 40, 95, 1860, 105),
      left: ink(page, 45, 110, 55, 220),
      text: ink(page, 60, 110, 1800, 220),
      checkbox: ink(page, 75, 335, 130, 390),
      bar: ink(page, 40, 465, 1860, 500),
      words: ink(page, 140, 340, 500, 390),
    };
    expect(before.top).toBeGreaterThan(1800);
    expect(before.left).toBeGreaterThan(100);
    const wiped = removeRules(page.grey, page.width, page.height, { dpi: 300 });
    expect(wiped).toBeGreaterThan(5000);
    expect(ink(page, 40, 95, 1860, 105)).toBe(0);
    expect(ink(page, 45, 110, 55, 220)).toBe(0);
    // Text inside the frame, the checkbox, the bar and the words beside the box are kept.
    expect(ink(page, 60, 110, 1800, 220)).toBe(before.text);
    expect(ink(page, 75, 335, 130, 390)).toBe(before.checkbox);
    expect(ink(page, 40, 465, 1860, 500)).toBe(before.bar);
    expect(ink(page, 140, 340, 500, 390)).toBe(before.words);
  });

  it("leaves a page without rules as it is", async () => {
    const png = await renderPage([{ text: "Nombres: ANA MARÍA", y: 100 }], {
      width: 900,
      height: 200,
    });
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const grey = new Uint8Array(data);
    const copy = Uint8Array.from(grey);
    expect(removeRules(grey, info.width, info.height, { dpi: 300 })).toBe(0);
    expect(grey).toEqual(copy);
  });
});

/** A 300 dpi form row filled on a dotted line, a typed leader, and prose with full stops. */
async function leaders() {
  const png = await renderPage(
    [
      { text: "Estado civil:", x: 60, y: 100, size: 30 },
      { text: "Divorciado", x: 280, y: 96, size: 40 },
      { text: "Teléfono: .......................................", x: 60, y: 260, size: 30 },
      { text: "Vive en la calle Sol, n.º 5. Pagó el día 3. Sí, así es.", x: 60, y: 400, size: 34 },
    ],
    { width: 1400, height: 460 },
    // The dotted line under the value: 3 px squares every 16 px, just below its baseline.
    Array.from({ length: 60 }, (_, i) => ({ x: 270 + i * 16, y: 106, size: 3, lineWidth: 2 })),
  );
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { grey: new Uint8Array(data), width: info.width, height: info.height };
}

describe("removeLeaders", () => {
  it("whitens dotted lines and typed leaders, and keeps letters, accents and full stops", async () => {
    const page = await leaders();
    type Box = [number, number, number, number];
    const inkIn = ([x0, y0, x1, y1]: Box) => ink(page, x0, y0, x1, y1);
    // The dotted line under the value, and the typed leader after "Teléfono:".
    const cleared: Box[] = [
      [265, 103, 1240, 113],
      [190, 250, 900, 270],
    ];
    // The value, both labels (the colon too) and a sentence with full stops and accents.
    const kept: Box[] = [
      [270, 55, 600, 103],
      [55, 70, 250, 110],
      [55, 230, 188, 270],
      [55, 360, 1400, 420],
    ];
    const dots = cleared.map(inkIn);
    const print = kept.map(inkIn);
    expect(Math.min(...dots)).toBeGreaterThan(200);
    expect(removeLeaders(page.grey, page.width, page.height, { dpi: 300 })).toBeGreaterThan(
      (dots[0] as number) + (dots[1] as number),
    );
    expect(cleared.map(inkIn)).toEqual([0, 0]);
    expect(kept.map(inkIn)).toEqual(print);
  });

  it("leaves solid rules to removeRules", async () => {
    const page = await form();
    const copy = Uint8Array.from(page.grey);
    expect(removeLeaders(page.grey, page.width, page.height, { dpi: 300 })).toBe(0);
    expect(page.grey).toEqual(copy);
  });
});
