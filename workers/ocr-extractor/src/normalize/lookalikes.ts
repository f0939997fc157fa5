/**
 * Glyphs OCR reads for one another, in one place: each repair that knows a value's shape (a
 * CURP's places, a mailbox's number, a provider's domain) takes what it needs from here.
 */

/**
 * Letters OCR reads for digits, each with the digits it stands for (most likely first), and
 * digits it reads for letters.
 */
export const DIGIT_FOR: Record<string, string[]> = {
  O: ["0"],
  Q: ["0"],
  D: ["0"],
  U: ["0"],
  I: ["1"],
  L: ["1"],
  J: ["1"],
  Z: ["2", "7"],
  S: ["5", "8"],
  G: ["6", "9"],
  T: ["7"],
  B: ["8", "3"],
};
export const LETTER_FOR: Record<string, string> = {
  "0": "O",
  "1": "I",
  "2": "Z",
  "4": "A",
  "5": "S",
  "6": "G",
  "7": "T",
  "8": "B",
};

/**
 * Lower-case letters OCR reads for the digits they resemble, as printed in an e-mail address
 * or a handle: "b" is a 6 there ("B" an 8 in capitals), "g" and "q" a 9.
 */
export const LOWER_DIGIT_FOR: Record<string, string> = {
  o: "0",
  i: "1",
  l: "1",
  "|": "1",
  z: "2",
  s: "5",
  b: "6",
  g: "9",
  q: "9",
};

/** Groups of characters OCR substitutes for one another within words ("l" and "i", "c" and "o"). */
export const CONFUSABLE = ["il1|", "oc0", "uv"];
