import { describe, expect, it } from "vitest";
import { MIN_PDF_DPI, planPdfPage } from "./pdf-page";

const LIMIT = 50_000_000;

describe("planPdfPage", () => {
  it("renders an A4 page at the wanted resolution", () => {
    expect(planPdfPage(595, 842, 300, LIMIT)).toEqual({
      ok: true,
      dpi: 300,
      scale: 300 / 72,
      width: 2479,
      height: 3508,
      reduced: false,
    });
  });

  it("lowers the resolution of a large page to fit the pixel limit, never past it", () => {
    const plan = planPdfPage(2384, 3370, 300, LIMIT); // A0
    if (!plan.ok) throw new Error(plan.details);
    expect(plan.reduced).toBe(true);
    expect(plan.dpi).toBeGreaterThan(MIN_PDF_DPI);
    expect(plan.dpi).toBeLessThan(300);
    expect(plan.width * plan.height).toBeLessThanOrEqual(LIMIT);
  });

  it("refuses a page that needs less than 72 dpi to fit, saying how large it is", () => {
    for (const side of [14_400, 1_000_000]) {
      const plan = planPdfPage(side, side, 300, LIMIT);
      expect(plan.ok).toBe(false);
      if (plan.ok) continue;
      expect(plan.message).toBe("PDF page too large to render");
      expect(plan.details).toContain(`${side} × ${side} pt`);
      expect(plan.details).toContain("MAX_IMAGE_PIXELS");
    }
  });

  it("refuses a page without a size", () => {
    expect(planPdfPage(0, 842, 300, LIMIT).ok).toBe(false);
    expect(planPdfPage(Number.NaN, 842, 300, LIMIT).ok).toBe(false);
  });
});
