export { type DewarpPlan, type DisplacementField, displacementAt, planDewarp } from "./dewarp";
