export { restoreCase } from "./case";
export { parseEmail, parsePhone } from "./contact";
export { type DateKind, expandYear, fixDigits, parseDate, parseMrzDate } from "./dates";
export { parseCedula, parseNit, parseRif } from "./identity";
export { cents, parseMoney } from "./money";
export { cleanName, isName } from "./names";
export { DEMONYM_LINE, nationalityCode } from "./nationality";
export { countNameUnits, type SplitName, splitFullName } from "./person-name";
