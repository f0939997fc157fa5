const LOWER_WORDS = new Set(["de", "del", "y", "e", "en"]);

/**
 * Text printed all in capitals written back in title case, Spanish style ("PUERTO LA CRUZ"
 * → "Puerto La Cruz", "AV. FRANCISCO DE MIRANDA" → "Av. Francisco de Miranda"): every word
 * capitalised but the connectors de, del, y; tokens with digits ("3-B", "N°") kept. Text with
 * lower-case letters is returned unchanged.
 */
export function restoreCase(text: string): string {
  if (/\p{Ll}/u.test(text) || !/\p{Lu}/u.test(text)) return text;
  let first = true;
  return text.replace(/[\p{L}\p{M}'’]+|[^\p{L}\p{M}'’]+/gu, (token) => {
    if (!/\p{L}/u.test(token)) {
      if (/[.,;:]/.test(token)) first = /[,;:]/.test(token) ? true : first;
      return token;
    }
    const lower = token.toLocaleLowerCase("es");
    const out =
      !first && LOWER_WORDS.has(lower)
        ? lower
        : lower.charAt(0).toLocaleUpperCase("es") + lower.slice(1);
    first = false;
    return out;
  });
}
