import {
  isConvexQuad,
  maxAreaQuad,
  orderQuad,
  type Point,
  polygonArea,
  type Quad,
  quadIoU,
} from "@iris/kit/geometry";
import { discMorphology, type Mat, type OpenCV } from "../engine";
import type { WorkImage } from "./features";
import { CANDIDATES } from "./tuning";

/** Where a candidate quadrilateral came from. */
export type CandidateSource = "contour" | "segmentation" | "lines" | "merged" | "completed";

/** A candidate document outline in working coordinates. */
export interface Candidate {
  quad: Quad;
  source: CandidateSource;
}

/**
 * Outlines from edge maps: Canny on every channel at two sensitivities, slightly dilated so
 * that broken edges close, then each contour's convex hull reduced to a quadrilateral.
 */
export function contourCandidates(cv: OpenCV, work: WorkImage): Candidate[] {
  const out: Candidate[] = [];
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3));
  const edges = new cv.Mat();
  for (const mat of [work.textless, ...work.channels.map((c) => c.mat)]) {
    for (const [low, high] of CANDIDATES.canny) {
      cv.Canny(mat, edges, low, high);
      cv.dilate(edges, edges, kernel);
      for (const quad of quadsFromMask(cv, edges, work, cv.RETR_LIST)) {
        out.push({ quad, source: "contour" });
      }
    }
  }
  edges.delete();
  kernel.delete();
  return out;
}

/**
 * Outlines from segmentation: each channel split in two at its Otsu threshold, both halves
 * opened (cutting thin things such as cables touching the page) and closed (filling text),
 * each connected region's hull reduced to a quadrilateral.
 */
export function segmentationCandidates(cv: OpenCV, work: WorkImage): Candidate[] {
  const out: Candidate[] = [];
  const mask = new cv.Mat();
  for (const channel of work.channels) {
    cv.threshold(channel.mat, mask, 0, 255, cv.THRESH_BINARY + cv.THRESH_OTSU);
    for (const invert of [false, true]) {
      if (invert) invertInPlace(mask);
      const cleaned = new cv.Mat();
      discMorphology(cv, mask, cleaned, "open", CANDIDATES.segmentOpen);
      discMorphology(cv, cleaned, cleaned, "close", CANDIDATES.segmentClose);
      for (const quad of quadsFromMask(cv, cleaned, work, cv.RETR_EXTERNAL)) {
        out.push({ quad, source: "segmentation" });
      }
      cleaned.delete();
    }
  }
  mask.delete();
  return out;
}

function invertInPlace(mat: Mat): void {
  const d = mat.data;
  for (let i = 0; i < d.length; i++) d[i] = 255 - (d[i] as number);
}

function quadsFromMask(cv: OpenCV, mask: Mat, work: WorkImage, mode: number): Quad[] {
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  cv.findContours(mask, contours, hierarchy, mode, cv.CHAIN_APPROX_SIMPLE);
  const minArea = CANDIDATES.minArea * work.width * work.height;
  const quads: Quad[] = [];
  const hull = new cv.Mat();
  for (let i = 0; i < contours.size(); i++) {
    const contour = contours.get(i);
    cv.convexHull(contour, hull, false, true);
    if (cv.contourArea(hull) >= minArea) {
      const quad = quadFromHull(cv, hull);
      if (quad && polygonArea(quad) >= minArea) quads.push(quad);
    }
    contour.delete();
  }
  hull.delete();
  hierarchy.delete();
  contours.delete();
  return quads;
}

/**
 * The largest-area quadrilateral with vertices on a convex hull, after simplifying the hull
 * so that only a handful of vertices remain. Rounded corners cost a little area here; the
 * refinement step replaces corners by the intersections of fitted side lines anyway.
 */
function quadFromHull(cv: OpenCV, hull: Mat): Quad | undefined {
  const perimeter = cv.arcLength(hull, true);
  const approx = new cv.Mat();
  let points: Point[] = [];
  for (const eps of CANDIDATES.approx) {
    cv.approxPolyDP(hull, approx, eps * perimeter, true);
    points = matPoints(approx);
    if (points.length <= CANDIDATES.maxHullPoints) break;
  }
  approx.delete();
  if (points.length < 4) return undefined;
  const best = maxAreaQuad(points);
  if (!best) return undefined;
  const quad = orderQuad(best);
  return isConvexQuad(quad) ? quad : undefined;
}

function matPoints(mat: Mat): Point[] {
  const d = mat.data32S;
  const points: Point[] = [];
  for (let i = 0; i + 1 < d.length; i += 2) points.push([d[i] as number, d[i + 1] as number]);
  return points;
}

/** Drops candidates that overlap an earlier one almost entirely (IoU > 0.97). */
export function dedupe(candidates: Candidate[]): Candidate[] {
  const kept: Candidate[] = [];
  for (const c of candidates) {
    if (!kept.some((k) => quadIoU(k.quad, c.quad) > 0.97)) kept.push(c);
  }
  return kept;
}

/**
 * True when every interior angle of the quad lies within CANDIDATES.minAngle of a right
 * angle's range: a rectangle photographed at any tilt people hold a phone at keeps its corners
 * far from 0° and 180°. A hull quad with a near-straight corner (a finger's tip joined to a
 * sheet's edge) or a sliver corner is no view of a rectangle.
 */
export function plausibleCorners(quad: Quad): boolean {
  for (let i = 0; i < 4; i++) {
    const a = quad[(i + 3) % 4] as Point;
    const b = quad[i] as Point;
    const c = quad[(i + 1) % 4] as Point;
    const ux = a[0] - b[0];
    const uy = a[1] - b[1];
    const vx = c[0] - b[0];
    const vy = c[1] - b[1];
    const cos = (ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy) || 1);
    const angle = (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
    if (angle < CANDIDATES.minAngle || angle > 180 - CANDIDATES.minAngle) return false;
  }
  return true;
}
