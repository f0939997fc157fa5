/** The service token the gateway and the phase services share in tests. */
export const TEST_SERVICE_TOKEN = "edge-test-service-token";

/** JWT secrets of the Worker under test (tests sign forged tokens with the wrong ones). */
export const TEST_JWT = {
  JWT_ACCESS_SECRET: "edge-test-access-secret-0123456789abcdef",
  JWT_REFRESH_SECRET: "edge-test-refresh-secret-0123456789abcdef",
};
