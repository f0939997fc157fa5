export { homography, type Point, quadSize, warpPerspective } from "./perspective";
export { rectifyPhoto } from "./rectify";
