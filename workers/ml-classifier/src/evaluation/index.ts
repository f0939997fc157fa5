export {
  type ClassificationReport,
  type ClassMetrics,
  classificationReport,
  expectedCalibrationError,
} from "./classification-report";
