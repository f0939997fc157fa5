/**
 * How a PDF page becomes pixels, the same in every service that renders one: at the wanted
 * resolution, lowered as far as needed to stay within the pixel limit, but never below
 * {@link MIN_PDF_DPI} — a page that needs less is refused (413), not rendered illegibly.
 */

/** Lowest render resolution: 1 pixel per PDF point; below it ordinary 8–10 pt text is under ~10 px and cannot be read. */
export const MIN_PDF_DPI = 72;

/** A page's rendering: resolution, scale over PDF points, and the pixel size. */
export interface PdfPagePlan {
  ok: true;
  dpi: number;
  /** Pixels per PDF point (dpi / 72): the viewport scale. */
  scale: number;
  width: number;
  height: number;
  /** True when the resolution was lowered to fit the pixel limit. */
  reduced: boolean;
}

/** A page too large to render within the pixel limit at {@link MIN_PDF_DPI}: answer 413. */
export interface PdfPageRefusal {
  ok: false;
  message: string;
  details: string;
}

/**
 * Plans the rendering of a page of `widthPt` × `heightPt` points (1/72 inch) at `dpi`
 * within `maxPixels`. Pixel sizes are rounded down, so width × height never exceeds the limit.
 */
export function planPdfPage(
  widthPt: number,
  heightPt: number,
  dpi: number,
  maxPixels: number,
): PdfPagePlan | PdfPageRefusal {
  const area = Math.abs(widthPt * heightPt);
  if (!(area > 0) || !Number.isFinite(area)) {
    return {
      ok: false,
      message: "the PDF page has no size",
      details: `${widthPt} × ${heightPt} pt`,
    };
  }
  const fitting = 72 * Math.sqrt(maxPixels / area);
  const chosen = Math.min(dpi, fitting);
  if (chosen < MIN_PDF_DPI) {
    const needed = Math.ceil((area * MIN_PDF_DPI ** 2) / 72 ** 2);
    const cm = (pt: number) => Math.round((Math.abs(pt) / 72) * 2.54);
    return {
      ok: false,
      message: "PDF page too large to render",
      details: `page 1 is ${Math.round(Math.abs(widthPt))} × ${Math.round(Math.abs(heightPt))} pt (${cm(widthPt)} × ${cm(heightPt)} cm); at ${MIN_PDF_DPI} dpi, the least that keeps text legible, it needs ${needed} pixels; the limit is ${maxPixels} (MAX_IMAGE_PIXELS)`,
    };
  }
  const scale = chosen / 72;
  return {
    ok: true,
    dpi: chosen,
    scale,
    width: Math.max(1, Math.floor(Math.abs(widthPt) * scale)),
    height: Math.max(1, Math.floor(Math.abs(heightPt) * scale)),
    reduced: chosen < dpi,
  };
}
