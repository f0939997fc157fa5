export {
  DegenerateQuadError,
  homographyBetween,
  invertHomography,
  multiply,
  project,
  rectToQuad,
  scaling,
  unturn,
} from "./homography";
export { distance, fitLine, intersect, lineThrough } from "./line";
export {
  convexHull,
  frameQuad,
  isConvexQuad,
  maxAreaQuad,
  orderQuad,
  polygonArea,
  quadIoU,
  quadSides,
  scaleQuad,
  signedArea,
} from "./quad";
export { solveLinear } from "./solve";
export type { Homography, Line, Point, Quad } from "./types";
