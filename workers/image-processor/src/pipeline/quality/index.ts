export { assessQuality, type QualityAssessment, type QualityInput } from "./quality";
