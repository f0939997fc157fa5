import type { Quad } from "@iris/kit/geometry";
import { describe, expect, it } from "vitest";
import { analysisView, planOutput } from "./page-plan";

const RESOLUTION = { dpi: 300, pageDpi: 200 };
const MAX_PIXELS = 100_000_000;

/** A photographed document `width` × `height` pixels, upright in a larger frame. */
function photographed(width: number, height: number) {
  const quad: Quad = [
    [100, 100],
    [100 + width, 100],
    [100 + width, 100 + height],
    [100, 100 + height],
  ];
  const view = analysisView(quad, { width: width + 200, height: height + 200 }, false);
  return { view, quad };
}

function plan(width: number, height: number, textHeight: number | undefined) {
  const { view, quad } = photographed(width, height);
  return planOutput(
    view,
    { quad, detected: true, density: undefined, textHeight },
    RESOLUTION,
    MAX_PIXELS,
  );
}

describe("planOutput's resolution", () => {
  it("makes a portrait page with body-sized text at the page resolution", () => {
    const out = plan(1000, 1414, 0.008);
    expect(out.format?.name).toBe("a4");
    expect(out.dpi).toBe(200);
    expect([out.view.width, out.view.height]).toEqual([1654, 2339]);
  });

  it("keeps a page's own resolution when the photo holds more than the page resolution", () => {
    // A4's long side is 11.69 in: 2900 px is 248 dpi, 4000 px more than 300.
    expect(plan(2051, 2900, 0.008).dpi).toBe(248);
    expect(plan(2829, 4000, 0.008).dpi).toBe(300);
  });

  it("keeps the full resolution when the text or the orientation is not a page's", () => {
    // A card taken for an A4 page by its outline: its print is a card's, pixels are kept.
    expect(plan(1000, 1414, 0.03).dpi).toBe(300);
    // Nothing read: not known to be a page.
    expect(plan(1000, 1414, undefined).dpi).toBe(300);
    // A4 lying on its side is more often a card or a passport page than a landscape form.
    const landscape = plan(1414, 1000, 0.011);
    expect(landscape.format?.name).toBe("a4");
    expect(landscape.dpi).toBe(300);
  });

  it("makes a card at the card resolution", () => {
    const card = plan(1000, 631, 0.02);
    expect(card.format?.name).toBe("id1");
    expect(card.dpi).toBe(300);
    expect(card.view.width).toBe(1011);
  });
});
