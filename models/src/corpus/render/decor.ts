/** Non-text decorations: security patterns, photo placeholder, signature, emblem, barcode. */
import type { SKRSContext2D } from "@napi-rs/canvas";
import type { Rng } from "../rng.ts";
import type { Box } from "./page.ts";

/** Wavy interleaved lines filling a box, like the guilloche background of an ID card. */
export function guilloche(ctx: SKRSContext2D, box: Box, rng: Rng, color: string, count = 28): void {
  const freq = rng.float(1.5, 4);
  const amp = box.height * rng.float(0.04, 0.1);
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.width, box.height);
  ctx.clip();
  ctx.strokeStyle = color;
  ctx.lineWidth = 1.3;
  for (let i = 0; i < count; i++) {
    const base = box.y + (box.height * (i + 0.5)) / count;
    const phase = (i * Math.PI) / 5;
    ctx.beginPath();
    for (let x = 0; x <= box.width; x += 6) {
      const t = (x / box.width) * Math.PI * 2 * freq + phase;
      const y = base + amp * Math.sin(t) + amp * 0.5 * Math.sin(t * 2.7 + i);
      if (x === 0) ctx.moveTo(box.x + x, y);
      else ctx.lineTo(box.x + x, y);
    }
    ctx.stroke();
  }
  ctx.restore();
}

/** A spirograph rosette centred at (cx, cy). */
export function rosette(
  ctx: SKRSContext2D,
  cx: number,
  cy: number,
  r: number,
  rng: Rng,
  color: string,
): void {
  const k = rng.int(5, 11);
  const inner = rng.float(0.3, 0.6);
  ctx.strokeStyle = color;
  ctx.lineWidth = 1.2;
  for (let ring = 0; ring < 3; ring++) {
    const radius = r * (1 - ring * 0.22);
    ctx.beginPath();
    for (let step = 0; step <= 720; step++) {
      const t = (step / 720) * Math.PI * 2;
      const rr = radius * (1 - inner + inner * Math.abs(Math.cos((k * t) / 2 + ring)));
      const x = cx + rr * Math.cos(t);
      const y = cy + rr * Math.sin(t);
      if (step === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
}

/** A grey photo box with a head-and-shoulders silhouette. */
export function photoPlaceholder(ctx: SKRSContext2D, box: Box, rng: Rng): void {
  const tone = rng.int(150, 205);
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.width, box.height);
  ctx.clip();
  const grad = ctx.createLinearGradient(box.x, box.y, box.x, box.y + box.height);
  grad.addColorStop(0, `rgb(${tone + 30},${tone + 32},${tone + 36})`);
  grad.addColorStop(1, `rgb(${tone},${tone},${tone + 5})`);
  ctx.fillStyle = grad;
  ctx.fillRect(box.x, box.y, box.width, box.height);
  const cx = box.x + box.width * rng.float(0.46, 0.54);
  const skin = rng.pick(["#8d6e63", "#a1887f", "#6d4c41", "#bcaaa4", "#795548"]);
  ctx.fillStyle = skin;
  ctx.beginPath();
  ctx.ellipse(cx, box.y + box.height * 0.4, box.width * 0.22, box.height * 0.2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = rng.pick(["#37474f", "#263238", "#4e342e", "#1a237e"]);
  ctx.beginPath();
  ctx.ellipse(cx, box.y + box.height * 1.02, box.width * 0.45, box.height * 0.36, 0, Math.PI, 0);
  ctx.fill();
  ctx.restore();
  ctx.strokeStyle = "#555555";
  ctx.lineWidth = 2;
  ctx.strokeRect(box.x, box.y, box.width, box.height);
}

/** A handwritten-looking signature scribble inside a box. */
export function signature(ctx: SKRSContext2D, box: Box, rng: Rng, color = "#1a2a6c"): void {
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(2, box.height / 22);
  ctx.lineCap = "round";
  ctx.beginPath();
  let x = box.x + box.width * 0.05;
  let y = box.y + box.height * rng.float(0.4, 0.7);
  ctx.moveTo(x, y);
  const strokes = rng.int(5, 9);
  for (let i = 0; i < strokes; i++) {
    const nx = x + (box.width * 0.9) / strokes;
    const ny = box.y + box.height * rng.float(0.2, 0.85);
    ctx.bezierCurveTo(
      x + rng.float(-0.1, 0.3) * box.width,
      box.y + rng.float(-0.1, 1.1) * box.height,
      nx - rng.float(0, 0.2) * box.width,
      box.y + rng.float(-0.1, 1.1) * box.height,
      nx,
      ny,
    );
    x = nx;
    y = ny;
  }
  ctx.stroke();
  ctx.lineCap = "butt";
}

/** A round emblem (stars around a shield) without lettering. */
export function emblem(ctx: SKRSContext2D, cx: number, cy: number, r: number, color: string): void {
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = Math.max(1.5, r / 25);
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.86, 0, Math.PI * 2);
  ctx.stroke();
  for (let i = 0; i < 8; i++) {
    const a = -Math.PI / 2 + (i - 3.5) * 0.28;
    star(ctx, cx + r * 0.66 * Math.cos(a), cy + r * 0.66 * Math.sin(a), r * 0.08);
  }
  ctx.beginPath();
  ctx.moveTo(cx - r * 0.35, cy - r * 0.25);
  ctx.lineTo(cx + r * 0.35, cy - r * 0.25);
  ctx.lineTo(cx + r * 0.35, cy + r * 0.1);
  ctx.quadraticCurveTo(cx + r * 0.3, cy + r * 0.45, cx, cy + r * 0.55);
  ctx.quadraticCurveTo(cx - r * 0.3, cy + r * 0.45, cx - r * 0.35, cy + r * 0.1);
  ctx.closePath();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(cx - r * 0.35, cy);
  ctx.lineTo(cx + r * 0.35, cy);
  ctx.moveTo(cx, cy);
  ctx.lineTo(cx, cy + r * 0.55);
  ctx.stroke();
}

function star(ctx: SKRSContext2D, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    ctx.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  ctx.closePath();
  ctx.fill();
}

/** A 1-D barcode-looking bar pattern (not decodable). */
export function barcode(ctx: SKRSContext2D, box: Box, rng: Rng, color = "#111111"): void {
  ctx.fillStyle = color;
  let x = box.x;
  while (x < box.x + box.width) {
    const w = rng.int(1, 4) * 2;
    if (rng.chance(0.55)) ctx.fillRect(x, box.y, Math.min(w, box.x + box.width - x), box.height);
    x += w;
  }
}

/** A fingerprint-like set of concentric arcs. */
export function fingerprint(ctx: SKRSContext2D, box: Box, rng: Rng): void {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height * 0.55;
  ctx.strokeStyle = "#5d5d5d";
  ctx.lineWidth = 2;
  for (let i = 1; i < 12; i++) {
    const rx = (box.width * 0.45 * i) / 12;
    const ry = (box.height * 0.5 * i) / 12;
    ctx.beginPath();
    ctx.ellipse(
      cx,
      cy,
      rx,
      ry,
      rng.float(-0.1, 0.1),
      Math.PI * rng.float(0.9, 1.05),
      Math.PI * rng.float(1.95, 2.1),
    );
    ctx.stroke();
  }
}

/** A QR-code-looking square: three finder patterns and random modules (not decodable). */
export function qrLike(ctx: SKRSContext2D, x: number, y: number, size: number, rng: Rng): void {
  const n = 29;
  const m = size / n;
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(x, y, size, size);
  ctx.fillStyle = "#111111";
  const finder = (fx: number, fy: number) => {
    ctx.fillRect(x + fx * m, y + fy * m, 7 * m, 7 * m);
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(x + (fx + 1) * m, y + (fy + 1) * m, 5 * m, 5 * m);
    ctx.fillStyle = "#111111";
    ctx.fillRect(x + (fx + 2) * m, y + (fy + 2) * m, 3 * m, 3 * m);
  };
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const inFinder = (r < 8 && c < 8) || (r < 8 && c >= n - 8) || (r >= n - 8 && c < 8);
      if (!inFinder && rng.chance(0.48)) ctx.fillRect(x + c * m, y + r * m, m + 0.5, m + 0.5);
    }
  }
  finder(0, 0);
  finder(n - 7, 0);
  finder(0, n - 7);
}
