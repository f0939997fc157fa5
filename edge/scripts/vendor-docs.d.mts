/** Copies the Swagger UI bundle into edge/public/vendor; `copied` is false when up to date. */
export function vendorDocs(): { copied: boolean; version: string; target: string };
