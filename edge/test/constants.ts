/** The service token the gateway and the phase services share in tests. */
export const TEST_SERVICE_TOKEN = "edge-test-service-token";
