/** Small reusable text blocks: a label above its value, and "Label: value" on one run. */
import type { Box, Page, TextStyle } from "./page.ts";

/** Draws a small label with the value below it; returns the value's box. */
export function stacked(
  page: Page,
  label: string,
  value: string,
  x: number,
  y: number,
  style: { label: TextStyle; value: TextStyle; gap: number },
): Box {
  page.text(label, x, y, style.label);
  return page.text(value, x, y + style.gap, style.value);
}

/** Draws "Label: value" with the label in its own style followed by the value; returns the value's box. */
export function inline(
  page: Page,
  label: string,
  value: string,
  x: number,
  y: number,
  style: { label: TextStyle; value: TextStyle; space?: number; maxRight?: number },
): Box {
  const labelBox = page.text(label, x, y, style.label);
  const vx = labelBox.x + labelBox.width + (style.space ?? style.value.size * 0.4);
  const maxWidth = style.maxRight === undefined ? style.value.maxWidth : style.maxRight - vx;
  return page.text(
    value,
    vx,
    y,
    maxWidth === undefined ? style.value : { ...style.value, maxWidth },
  );
}
