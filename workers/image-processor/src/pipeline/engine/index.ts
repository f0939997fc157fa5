export {
  chooseEngine,
  type EngineChoice,
  type EngineInfo,
  type EngineName,
  EngineUnavailableError,
  loadEngine,
} from "./load";
export {
  type DiscMorphology,
  discMorphology,
  type Mat,
  type MatVector,
  matFromRaster,
  type OpenCV,
  rasterFromMat,
  withMats,
} from "./opencv";
