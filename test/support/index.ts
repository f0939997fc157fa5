export {
  PHASE_SERVICES,
  type PhaseServiceName,
  type PhaseServices,
  startPhaseServices,
} from "./phase-services";
