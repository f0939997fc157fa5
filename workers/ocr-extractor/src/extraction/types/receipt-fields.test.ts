import { describe, expect, it } from "vitest";
import { LabelledText } from "../labels";
import { linesFromText, type TextLine } from "../text-lines";
import { totalLabels } from "./invoice-lexicon";
import { dateByValue, issuerFromHeader, lostDecimalPoint, readTotal } from "./receipt-fields";

const today = new Date("2026-06-01T00:00:00Z");

/** Lines with word boxes: each row is [text, left x, top y], 10 px per character, 20 px tall. */
function boxed(rows: [string, number, number][]): TextLine[] {
  return rows.map(([text, x, y]) => {
    const words = [...text.matchAll(/\S+/g)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      confidence: 0.9,
      x0: x + m.index * 10,
      x1: x + (m.index + m[0].length) * 10,
      y0: y,
      y1: y + 20,
    }));
    return {
      text,
      words,
      confidence: 0.9,
      bbox: { x, y, width: text.length * 10, height: 20 },
    };
  });
}

const plain = (text: string) => linesFromText(text);

describe("total labels", () => {
  it("knows a final total from a subtotal, a tax total and a count", () => {
    const strength = (text: string) => totalLabels(text).map((l) => l.strength);
    expect(strength("grand total")).toEqual([2]);
    expect(strength("total a pagar")).toEqual([2]);
    expect(strength("amount due")).toEqual([2]);
    expect(strength("jumlah besar")).toEqual([2]);
    expect(strength("total after rounding")).toEqual([3]);
    expect(strength("total")).toEqual([1]);
    expect(strength("subtotal")).toEqual([]);
    expect(strength("sub-total")).toEqual([]);
    expect(strength("total qty 3")).toEqual([]);
    expect(strength("tax total")).toEqual([]);
    expect(strength("total gst")).toEqual([]);
    expect(strength("total includes 6% gst")).toEqual([]);
  });
});

describe("a receipt's total", () => {
  it("takes a final total over a plain one, and a tax summary's smaller rows lose", () => {
    const total = readTotal(
      plain(`Total Qty 2
Total Sales (Excluding GST) 20.00
Total GST 1.20
Total Sales (Inclusive of GST) 21.20
CASH 50.00
Tax summary Amount Tax
Total 20.00 1.20`),
    );
    expect(total?.value).toBe(21.2);
  });

  it("takes the TOTAL printed after a rounding line", () => {
    const total = readTotal(
      plain(`TOTAL INCL. TAX 14.64
Rounding Adj 0.01
TOTAL 14.65`),
    );
    expect(total?.value).toBe(14.65);
  });

  it("confirms a total by the cash handed over less the change", () => {
    const total = readTotal(
      plain(`TOTAL 30.00
TOTAL 45.00
CASH 50.00
CHANGE 20.00`),
    );
    expect(total).toMatchObject({ value: 30, valid: true });
  });

  it("reads the amount on the label's row when OCR read it as another line", () => {
    const lines = boxed([
      ["Subtotal", 20, 300],
      ["Total a pagar:", 20, 330],
      ["Bs. 1.234,56", 400, 332],
      ["Gracias por su compra", 20, 380],
    ]);
    expect(readTotal(lines)?.value).toBe(1234.56);
  });

  it("reads the amount under its label, never another label's", () => {
    expect(
      readTotal(
        boxed([
          ["GRAND TOTAL", 20, 100],
          ["RM 12.50", 20, 125],
        ]),
      )?.value,
    ).toBe(12.5);
    // The total's own amount unread: what was paid less the change.
    const unread = readTotal(
      boxed([
        ["TOTAL 30.", 20, 100],
        ["Cash 50.00", 20, 125],
        ["Change 20.00", 20, 150],
      ]),
    );
    expect(unread?.value).toBe(30);
  });
});

describe("a receipt's total after rounding and payment", () => {
  it("adds a rounding adjustment printed after the total, its unit misread", () => {
    const total = readTotal(
      plain(`Total Sales (Inclusive GST) RM 45.34
Rounding Adjustment RN .01
Rounding RM 45.35
CREDIT RM 45.35`),
    );
    expect(total).toMatchObject({ value: 45.35, valid: true });
    expect(
      readTotal(plain("Total (Inclusive of GST): 31.02\nRounding Adj: -0.02\nServer: Cashier"))
        ?.value,
    ).toBe(31);
  });

  it("takes no rounding line for an adjustment larger than a coin's", () => {
    expect(readTotal(plain("TOTAL 120.00\nROUNDING 20.00"))?.value).toBe(120);
  });

  it("takes the amount tendered less the change when several are handed", () => {
    const total = readTotal(plain("Sub Total RM8.60\nCash 8.60\nTendered 9.00\nChange 0.40"));
    expect(total?.value).toBe(8.6);
  });

  it("knows TOTAL with a letter misread", () => {
    expect(readTotal(plain("TOTA! 12.50\nCASH 20.00"))?.value).toBe(12.5);
    expect(readTotal(plain("Tota! Item(s): 10\nT0TAL 7.00"))?.value).toBe(7);
  });

  it("reads a total whose decimal point became a space after its currency", () => {
    expect(readTotal(plain("Total Sales Incl GST @ 6% RM8 60\nCash 10.00"))?.value).toBe(8.6);
  });

  it("restores a labelled total's lost decimal point when the page prints that amount", () => {
    const labelled = { value: 700, raw: "700", confidence: 0.8, valid: true };
    const page = plain("Subtotal : 7.00\nTotal incl of GST 700");
    expect(lostDecimalPoint(labelled, page)?.value).toBe(7);
    expect(lostDecimalPoint(labelled, plain("Total 700\nCash 1000"))).toBeUndefined();
  });
});

describe("a document's date by its value alone", () => {
  it("is the first date printed that is not a due date", () => {
    const date = dateByValue(
      plain(`TAX INVOICE
Vence: 30/06/2026
Doc No 1234 02/12/2017 17:21:00
Valid until 31/12/2026`),
      today,
    );
    expect(date).toMatchObject({ value: "2017-12-02", valid: true });
    expect(dateByValue(plain("Chk 1080323\n30 Dec 17 18:40:57"), today)?.value).toBe("2017-12-30");
  });

  it("reads a till's date before the time of sale, its separators lost or doubled", () => {
    expect(dateByValue(plain("00440010036 25032018 13:11:54 0003"), today)?.value).toBe(
      "2018-03-25",
    );
    expect(dateByValue(plain("12- -03-18 14:37 SH02 B011"), today)?.value).toBe("2018-03-12");
    expect(dateByValue(plain("Bill 12345678 10:15"), today)).toBeUndefined();
  });

  it("takes no time, phone or amount for a date", () => {
    expect(dateByValue(plain("TEL 03-4021 0276\nTime 17:21:00\nTotal 12.50"), today)).toBe(
      undefined,
    );
  });
});

describe("the issuer of an unlabelled invoice", () => {
  const issuer = (text: string) => issuerFromHeader(new LabelledText(plain(text), []))?.value;

  it("is the first name at the top, not the title, address, phone or tax number", () => {
    expect(
      issuer(`FACTURA
PANADERÍA LA ESPIGA
Av. Principal, Local 3
Tel: 0212-555 1234
RIF: J-12345678-9`),
    ).toBe("PANADERÍA LA ESPIGA");
  });

  it("prefers the registered name with its legal form to a brand above it", () => {
    expect(
      issuer(`Casa Pepe Grill
Restaurantes Pepe, S.L.
C/ Mayor 12, 28013 Madrid`),
    ).toBe("Restaurantes Pepe, S.L.");
  });

  it("joins a name broken over two lines, without the title in large type beside it", () => {
    const header = (first: string, second: string) =>
      issuerFromHeader(
        new LabelledText(
          boxed([
            [first, 40, 40],
            [second, 600, 80],
            ["CIF: B-63696355", 600, 120],
            ["Fecha: 12/07/2023", 40, 200],
          ]),
          [],
        ),
      )?.value;
    expect(header("F 'ACTURA      Asesoría Fiscal Crespo y", '"Asociados, S.L.P.')).toBe(
      "Asesoría Fiscal Crespo y Asociados, S.L.P.",
    );
    expect(issuer("Suministros Eléctricos\ndel Norte, S.A.\nCIF: B91835108")).toBe(
      "Suministros Eléctricos del Norte, S.A.",
    );
    // A brand above a registered name that does not go on from it stays apart.
    expect(issuer("Casa Pepe Grill\nRestaurantes Pepe, S.L.")).toBe("Restaurantes Pepe, S.L.");
  });

  it("writes Venezuela's C.A. whose A was lost after the comma", () => {
    expect(issuer("Farmacia Santa Inés, C.\nRIF: G206410185")).toBe("Farmacia Santa Inés, C.A.");
  });

  it("drops the company number and joins a legal form printed under the name", () => {
    expect(issuer("SUNRISE BOOK\nCO. (M) SDN BHD\n(Co. No. 113825-W)")).toBe(
      "SUNRISE BOOK CO. (M) SDN BHD",
    );
    expect(issuer("KEDAI MAJU JAYA SDN BHD (519537-X)\nLOT 5, JALAN BESAR")).toBe(
      "KEDAI MAJU JAYA SDN BHD",
    );
    // Its letters misread: written as registered.
    expect(issuer("KEDAI MAJU SON BHO")).toBe("KEDAI MAJU SDN BHD");
    expect(issuer("THE STORE (MALAYSIA) GDN BHD (B19%0")).toBe("THE STORE (MALAYSIA) SDN BHD");
    expect(issuer("KINGS CONFECTIONERY §/B 273500-U")).toBe("KINGS CONFECTIONERY S/B");
    expect(issuer("BHPetro] Subang Airport")).toBe("BHPetrol Subang Airport");
  });

  it("is no title printed large with its letters apart", () => {
    expect(issuer("F ACTURA\nTalleres Rivas Hermanos")).toBe("Talleres Rivas Hermanos");
  });
});
