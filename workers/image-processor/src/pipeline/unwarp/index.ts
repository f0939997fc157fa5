export {
  type DewarpPlan,
  type DisplacementField,
  type DisplacementTables,
  displacementAt,
  displacementTables,
  planDewarp,
} from "./dewarp";
