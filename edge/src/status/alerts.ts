/**
 * The alert thresholds of spec §8.6, one list for the /status dashboard and the operators'
 * Prometheus rules (docker/prometheus/alerts.yml, checked against this list by a test).
 */
export const ALERTS = [
  {
    name: "IrisHighErrorRate",
    summary: "error rate above 0.05 for 5 min",
    metric: "error_rate",
    threshold: 0.05,
    for_seconds: 300,
  },
  {
    name: "IrisPhaseServiceDown",
    summary: "a phase service's health at 0 for 1 min",
    metric: "service_health",
    threshold: 0,
    for_seconds: 60,
  },
  {
    name: "IrisSlowResponses",
    summary: "average response above 10 s for 2 min",
    metric: "average_response_seconds",
    threshold: 10,
    for_seconds: 120,
  },
  {
    name: "IrisProcessingQueueBacklog",
    summary: "processing queue above 100 for 3 min",
    metric: "processing_queue",
    threshold: 100,
    for_seconds: 180,
  },
] as const;

export type AlertMetric = (typeof ALERTS)[number]["metric"];
