import polygonClipping, { type Polygon } from "polygon-clipping";

type Point = [number, number];

function area(polygons: ReturnType<typeof polygonClipping.intersection>): number {
  let sum = 0;
  for (const polygon of polygons) {
    polygon.forEach((ring, k) => {
      let a = 0;
      for (let i = 0; i < ring.length; i++) {
        const [x0, y0] = ring[i] as Point;
        const [x1, y1] = ring[(i + 1) % ring.length] as Point;
        a += x0 * y1 - x1 * y0;
      }
      // The first ring is the outline, the others are holes.
      sum += (k === 0 ? 1 : -1) * Math.abs(a / 2);
    });
  }
  return sum;
}

/**
 * Intersection over union of two quadrilaterals (any corner order that goes round the quad),
 * computed with polygon-clipping, independently of the service's own geometry code.
 */
export function quadIoU(a: readonly Point[], b: readonly Point[]): number {
  const pa: Polygon = [[...a.map((p) => [p[0], p[1]] as Point)]];
  const pb: Polygon = [[...b.map((p) => [p[0], p[1]] as Point)]];
  const inter = area(polygonClipping.intersection(pa, pb));
  const union = area(polygonClipping.union(pa, pb));
  return union > 0 ? inter / union : 0;
}
