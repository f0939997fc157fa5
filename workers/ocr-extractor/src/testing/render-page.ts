import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";

const require = createRequire(import.meta.url);
let registered = false;

function registerFonts(): void {
  if (registered) return;
  const font = (pkg: string, file: string) =>
    join(dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`)), file);
  GlobalFonts.registerFromPath(font("roboto", "400Regular/Roboto_400Regular.ttf"), "Roboto");
  GlobalFonts.registerFromPath(
    font("roboto-mono", "400Regular/RobotoMono_400Regular.ttf"),
    "Roboto Mono",
  );
  registered = true;
}

/** One line of a test page: text at a position, optionally monospaced. */
export interface PageLine {
  text: string;
  x?: number;
  y: number;
  size?: number;
  mono?: boolean;
}

/** A drawn square: a checkbox (ticked with an X when `checked`) or any frame. */
export interface PageBox {
  x: number;
  y: number;
  size: number;
  height?: number;
  checked?: boolean;
  /** Stroke width (default: a fourteenth of the size, at least 2: a checkbox's). */
  lineWidth?: number;
}

/**
 * Renders lines of black text on a white page as PNG, with fonts shipped on npm (never the
 * system's), so tests see the same pixels on every machine; `boxes` are drawn as squares.
 */
export async function renderPage(
  lines: PageLine[],
  size: { width: number; height: number } = { width: 1600, height: 1000 },
  boxes: PageBox[] = [],
): Promise<Buffer> {
  registerFonts();
  const canvas = createCanvas(size.width, size.height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.fillStyle = "#111";
  for (const line of lines) {
    ctx.font = `${line.size ?? 34}px ${line.mono ? "Roboto Mono" : "Roboto"}`;
    ctx.fillText(line.text, line.x ?? 60, line.y);
  }
  ctx.strokeStyle = "#222";
  for (const b of boxes) {
    const h = b.height ?? b.size;
    ctx.lineWidth = b.lineWidth ?? Math.max(2, b.size / 14);
    ctx.strokeRect(b.x, b.y, b.size, h);
    if (!b.checked) continue;
    const inset = b.size * 0.2;
    ctx.lineWidth = b.size / 8;
    ctx.beginPath();
    ctx.moveTo(b.x + inset, b.y + inset);
    ctx.lineTo(b.x + b.size - inset, b.y + h - inset);
    ctx.moveTo(b.x + b.size - inset, b.y + inset);
    ctx.lineTo(b.x + inset, b.y + h - inset);
    ctx.stroke();
  }
  return canvas.encode("png");
}

/** Lines laid out top to bottom from `top`, `gap` pixels apart. */
export function stack(
  texts: string[],
  top = 80,
  gap = 56,
  extra: Partial<PageLine> = {},
): PageLine[] {
  return texts.map((text, i) => ({ ...extra, text, y: top + i * gap }));
}
