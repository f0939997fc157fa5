/**
 * A personal name as printed, cleaned of OCR noise: accents and ñ kept, runs of spaces
 * collapsed, stray punctuation at the ends removed, digits dropped.
 */
export function cleanName(raw: string): string {
  return (
    raw
      .normalize("NFC")
      .replace(/[0-9_|«»"“”]/g, "")
      .replace(/\s+/g, " ")
      .replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, "")
      // No Spanish word starts with "l" + consonant (other than "ll"): it is a misread "I".
      .replace(/(^|\s)l(?=[b-df-hj-km-np-tv-zñ])/giu, (_, pre: string) => `${pre}I`)
      .trim()
  );
}

/** True when `value` looks like a name: letters, spaces, apostrophes, hyphens, dots. */
export function isName(value: string): boolean {
  return /^[\p{L}][\p{L} .'’-]*$/u.test(value) && /\p{L}{2}/u.test(value);
}
