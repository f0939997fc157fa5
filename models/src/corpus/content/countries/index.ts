/** The countries whose documents the corpus draws. */
export { ARGENTINA } from "./arg.ts";
export { CHILE } from "./chl.ts";
export { COLOMBIA } from "./col.ts";
export { ECUADOR } from "./ecu.ts";
export { SPAIN } from "./esp.ts";
export { MEXICO } from "./mex.ts";
export { PERU } from "./per.ts";
export { VENEZUELA } from "./ven.ts";
