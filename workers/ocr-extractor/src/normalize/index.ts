export { isCommonWord, isSpanishWord, restoreAccents } from "./accents";
export {
  addressShape,
  GRID_STREET,
  isUsAddress,
  looksLikeAddress,
  numberedWord,
  US_STATE_ZIP,
  usStateInCapitals,
} from "./address";
export { restoreCase } from "./case";
export { parsePhone, possiblePhone } from "./contact";
export {
  type DateHit,
  type DateKind,
  expandYear,
  findDates,
  fixDigits,
  monthFirstToDayFirst,
  numericDateOrder,
  parseDate,
  parseMrzDate,
} from "./dates";
export { mailboxFromName, parseEmail } from "./email";
export {
  type IdCountry,
  type IdNumber,
  parseCedula,
  parseNationalId,
  parseNit,
  parseRif,
  parseSpanishId,
  parseTaxId,
} from "./identity";
export { type AmountHit, cents, findAmounts, parseMoney } from "./money";
export { cleanName, isName, respellMisshapenNames } from "./names";
export { alpha2Of, DEMONYM_LINE, nationalityCode } from "./nationality";
export {
  countNameUnits,
  type NameOrder,
  nameWordSide,
  type SplitName,
  splitFullName,
} from "./person-name";
export { knownPlace } from "./places";
