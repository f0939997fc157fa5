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

/**
 * True when `value` looks like a name: letters, spaces, apostrophes, hyphens, dots, and a
 * vowel in every word longer than an initial (OCR reads rules, seals and noise as "NN" or
 * "RRT"; no Spanish name lacks a vowel), three letters at least.
 */
export function isName(value: string): boolean {
  if (!/^[\p{L}][\p{L} .'’-]*$/u.test(value) || !/\p{L}{2}/u.test(value)) return false;
  // Two letters in all ("Ne" beside a label) are a scrap of the card, not a name.
  if ((value.match(/\p{L}/gu)?.length ?? 0) < 3) return false;
  const words = value.split(/[\s.'’-]+/).filter((w) => w.length >= 2);
  return words.every((w) => /[aeiouyáéíóúàèìòùäëïöüâêîôû]/iu.test(w));
}
