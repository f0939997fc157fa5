// Starts Swagger UI on the gateway's own OpenAPI document. A file, not an inline script, so
// the page runs under the gateway's Content-Security-Policy (script-src 'self').
window.addEventListener("load", () => {
  window.ui = SwaggerUIBundle({
    url: "/openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    // No calls to the public validator service: everything stays on this origin.
    validatorUrl: null,
    persistAuthorization: false,
    tryItOutEnabled: false,
  });
});
