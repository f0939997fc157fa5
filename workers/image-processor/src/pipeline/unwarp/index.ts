export {
  type DewarpPlan,
  type DisplacementField,
  displacementAt,
  displacementRow,
  planDewarp,
} from "./dewarp";
