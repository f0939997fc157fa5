export { multiply, scaling, unturn } from "./compose";
export { type Homography, homographyBetween, project, rectToQuad } from "./homography";
export { distance, fitLine, intersect, type Line, lineThrough } from "./line";
export {
  convexHull,
  frameQuad,
  isConvexQuad,
  maxAreaQuad,
  orderQuad,
  type Point,
  polygonArea,
  type Quad,
  quadIoU,
  quadSides,
  scaleQuad,
  signedArea,
} from "./quad";
