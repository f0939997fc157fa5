import { describe, expect, it } from "vitest";
import { buildDocument } from "../build-document";
import type { LineWord, TextLine } from "../text-lines";

/** One printed cell: text at x, y (pixels), letters `size` high; cells on one y share a line. */
type Cell = [text: string, x: number, y: number, size?: number];

function page(cells: Cell[]): TextLine[] {
  const rows = new Map<number, Cell[]>();
  for (const c of cells) rows.set(c[2], [...(rows.get(c[2]) ?? []), c]);
  return [...rows.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([y, row]) => {
      let text = "";
      const words: LineWord[] = [];
      for (const [cell, x0, , size = 20] of row.sort((a, b) => a[1] - b[1])) {
        let x = x0;
        for (const word of cell.split(" ")) {
          if (text) text += " ";
          const width = word.length * size * 0.6;
          words.push({
            start: text.length,
            end: text.length + word.length,
            confidence: 0.95,
            x0: x,
            x1: x + width,
            y0: y,
            y1: y + size,
          });
          text += word;
          x += width + size * 0.3;
        }
      }
      const x0 = words[0]?.x0 ?? 0;
      const x1 = words.at(-1)?.x1 ?? 0;
      const height = Math.max(...row.map((c) => c[3] ?? 20));
      return { text, words, confidence: 0.95, bbox: { x: x0, y, width: x1 - x0, height } };
    });
}

function invoice(cells: Cell[]) {
  return buildDocument({
    lines: page(cells),
    documentType: "factura",
    ocrConfidence: 0.95,
    wordCount: cells.length,
    options: () => ({ checkboxes: false, tables: true, fields: true }),
    normalise: { phoneRegion: "VE", today: new Date("2026-06-01T00:00:00Z") },
    elapsedSeconds: 0,
  }).extracted_data;
}

describe("the issuer of an invoice, never its customer", () => {
  it("takes the issuer's tax number, not the one in the customer's block", () => {
    const data = invoice([
      ["FACTURA", 80, 60, 60],
      ["Talleres Rivas Hermanos, S.L.", 1300, 60],
      ["Nº de factura: 2024/0117", 80, 160],
      ["Fecha: 03/02/2024", 80, 190],
      ["Facturar a:", 100, 250],
      ["CONSTRUCCIONES LEVANTE, S.A.", 100, 280],
      ["NIF/CIF: B12345674", 100, 310],
      ["Base imponible 100,00 €", 1300, 600],
      ["IVA (21 %) 21,00 €", 1300, 630],
      ["TOTAL 121,00 €", 1300, 660],
    ]);
    expect(data.emisor).toBe("Talleres Rivas Hermanos, S.L.");
    // The issuer's number was not read: none rather than the customer's.
    expect(data.rif).toBeNull();
    expect(data.total).toBe(121);
  });

  it("keeps reading the issuer's number above a customer printed on one row", () => {
    const data = invoice([
      ["INVERSIONES TOLEDO 2020, C.A.", 80, 40],
      ["RIF: J-30741569-5", 80, 70],
      ["FACTURA N° 000482", 900, 120],
      ["Fecha de emisión: 14/05/2024", 900, 150],
      ["Cliente: SERVICIOS MARACA, C.A.", 80, 220],
      ["RIF: J-29876543-0", 900, 220],
      ["Sub-total 1.000,00", 900, 500],
      ["IVA 16% 160,00", 900, 530],
      ["Total a pagar 1.160,00", 900, 560],
    ]);
    expect(data.rif).toBe("J307415695");
    expect(data.emisor).toBe("INVERSIONES TOLEDO 2020, C.A.");
  });
});
