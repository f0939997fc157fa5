/**
 * A drawing surface that records every text run it draws, so the ground truth's
 * `lines` are exactly what is on the page.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { cssFont, type FontFamily, registerFonts } from "../fonts.ts";
import type { TextLineTruth } from "../types.ts";

/** How one text run is drawn. */
export interface TextStyle {
  /** Font size in pixels. */
  size: number;
  bold?: boolean;
  /** Defaults to the page's body font. */
  family?: FontFamily;
  color?: string;
  align?: "left" | "center" | "right";
  /** Shrinks the font until the run fits this width (never wraps: a field stays on one line). */
  maxWidth?: number;
}

/** An axis-aligned box in page pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Recorded extends TextLineTruth {
  baseline: number;
}

/** A page of `width`×`height` pixels at `dpi`, with a body font and a text recorder. */
export class Page {
  readonly canvas: Canvas;
  readonly ctx: SKRSContext2D;
  private readonly recorded: Recorded[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
    readonly dpi: number,
    readonly font: FontFamily,
  ) {
    registerFonts();
    this.canvas = createCanvas(width, height);
    this.ctx = this.canvas.getContext("2d");
    this.ctx.textBaseline = "alphabetic";
  }

  /** Millimetres to pixels at this page's resolution. */
  mm(millimetres: number): number {
    return (millimetres * this.dpi) / 25.4;
  }

  /** Width of `text` in the given style (before any shrinking). */
  measure(text: string, style: TextStyle): number {
    this.ctx.font = cssFont(style.family ?? this.font, style.size, style.bold);
    return this.ctx.measureText(text).width;
  }

  /** Draws one text run with its baseline at `y`, records it, and returns its ink box. */
  text(text: string, x: number, y: number, style: TextStyle): Box {
    const { ctx } = this;
    let size = style.size;
    // Set alignment before measuring: the bounding-box metrics depend on it.
    ctx.textAlign = style.align ?? "left";
    ctx.font = cssFont(style.family ?? this.font, size, style.bold);
    let metrics = ctx.measureText(text);
    if (style.maxWidth !== undefined && metrics.width > style.maxWidth) {
      size = Math.max(6, (size * style.maxWidth) / metrics.width);
      ctx.font = cssFont(style.family ?? this.font, size, style.bold);
      metrics = ctx.measureText(text);
    }
    ctx.fillStyle = style.color ?? "#111111";
    ctx.fillText(text, x, y);
    const left = x - metrics.actualBoundingBoxLeft;
    const right = x + metrics.actualBoundingBoxRight;
    const top = y - Math.max(metrics.actualBoundingBoxAscent, size * 0.5);
    const bottom = y + Math.max(metrics.actualBoundingBoxDescent, 0);
    const box = {
      x: Math.floor(left),
      y: Math.floor(top),
      width: Math.ceil(right) - Math.floor(left),
      height: Math.ceil(bottom) - Math.floor(top),
    };
    this.recorded.push({ text, bbox: box, baseline: y });
    return box;
  }

  /** Draws words wrapped to `width`; runs inside `keep` are never split across lines. Returns the next baseline. */
  paragraph(
    text: string,
    x: number,
    y: number,
    width: number,
    lineHeight: number,
    style: TextStyle,
    keep: readonly string[] = [],
  ): number {
    const NBSP = "\u00a0";
    let protectedText = text;
    for (const run of keep) protectedText = protectedText.replace(run, run.replaceAll(" ", NBSP));
    const words = protectedText.split(" ");
    let line = "";
    let baseline = y;
    const flush = () => {
      if (line) this.text(line.replaceAll(NBSP, " "), x, baseline, style);
      baseline += lineHeight;
    };
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.measure(candidate.replaceAll(NBSP, " "), style) > width) {
        flush();
        line = word;
      } else {
        line = candidate;
      }
    }
    flush();
    return baseline;
  }

  /** Strokes and/or fills a rectangle, optionally with rounded corners. */
  rect(
    box: Box,
    opts: { fill?: string; stroke?: string; lineWidth?: number; radius?: number } = {},
  ): void {
    const { ctx } = this;
    ctx.beginPath();
    ctx.roundRect(box.x, box.y, box.width, box.height, opts.radius ?? 0);
    if (opts.fill) {
      ctx.fillStyle = opts.fill;
      ctx.fill();
    }
    if (opts.stroke) {
      ctx.strokeStyle = opts.stroke;
      ctx.lineWidth = opts.lineWidth ?? 2;
      ctx.stroke();
    }
  }

  /** A straight line segment. */
  line(x1: number, y1: number, x2: number, y2: number, color = "#222222", width = 2): void {
    const { ctx } = this;
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.stroke();
  }

  /** A square checkbox with its top-left at (x, y), ticked with an X when `checked`. */
  checkbox(x: number, y: number, size: number, checked: boolean, color = "#222222"): void {
    this.rect(
      { x, y, width: size, height: size },
      { stroke: color, lineWidth: Math.max(2, size / 14) },
    );
    if (!checked) return;
    const inset = size * 0.2;
    this.line(x + inset, y + inset, x + size - inset, y + size - inset, color, size / 8);
    this.line(x + size - inset, y + inset, x + inset, y + size - inset, color, size / 8);
  }

  /** The recorded text runs, top to bottom (by baseline) then left to right. */
  lines(): TextLineTruth[] {
    return [...this.recorded]
      .sort((a, b) => a.baseline - b.baseline || a.bbox.x - b.bbox.x)
      .map(({ text, bbox }) => ({ text, bbox }));
  }
}
