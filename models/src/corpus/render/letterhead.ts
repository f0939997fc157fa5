/** Centred official letterhead for A4 documents: emblem plus up to three heading lines. */
import { emblem } from "./decor.ts";
import type { Palette } from "./document.ts";
import type { Page } from "./page.ts";

/** Draws the heading lines centred at the top; returns the y below the letterhead. */
export function letterhead(
  page: Page,
  lines: readonly string[],
  palette: Palette,
  emblemSide: "left" | "right" | "none",
): number {
  const cx = page.width / 2;
  if (emblemSide !== "none") {
    const ex = emblemSide === "left" ? 330 : page.width - 330;
    emblem(page.ctx, ex, 250, 110, palette.primary);
  }
  let y = 200;
  for (const [i, line] of lines.entries()) {
    const size = i === 0 ? 46 : 40;
    page.text(line, cx, y, {
      size,
      bold: i === 0,
      color: i === 0 ? "#111111" : palette.primary,
      align: "center",
      maxWidth: 1500,
    });
    y += size * 1.45;
  }
  return Math.max(y, 400);
}

/** A centred title, e.g. "FICHA DE RESIDENCIA"; returns the y below it. */
export function title(
  page: Page,
  text: string,
  y: number,
  palette: Palette,
  boxed: boolean,
): number {
  const box = page.text(text, page.width / 2, y + 80, {
    size: 76,
    bold: true,
    color: palette.primary,
    align: "center",
  });
  if (boxed) {
    page.rect(
      { x: box.x - 50, y: box.y - 30, width: box.width + 100, height: box.height + 60 },
      { stroke: palette.primary, lineWidth: 5 },
    );
  } else {
    page.line(box.x, y + 110, box.x + box.width, y + 110, palette.primary, 5);
  }
  return y + 160;
}
