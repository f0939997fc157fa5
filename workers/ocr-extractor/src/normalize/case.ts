const LOWER_WORDS = new Set(["de", "del", "al", "y", "e", "en"]);
/**
 * Roman numerals of two letters or more made of I, V and X (II to XXXIX): no Spanish word is
 * spelled with those letters alone. "MI", "DI" or "CL" are left to the words.
 */
const ROMAN = /^(?=[IVX]{2,}$)X{0,3}(?:IX|IV|V?I{0,3})$/;
/** A number's ordinal ending: 1er, 1ra, 2do, 2da, 3ro, 4to, 5ta, 7mo, 8vo, 9no. */
const ORDINAL = /^\d{1,2}(?:ER|RA|DO|DA|RO|TO|TA|MO|MA|VO|VA|NO|NA)$/i;
/** Articles written in lower case after "de" ("Plaza de la Paz", "San Juan de los Morros"). */
const ARTICLES = new Set(["la", "las", "los"]);

/**
 * Text printed all in capitals written back in title case, Spanish style ("PUERTO LA CRUZ"
 * → "Puerto La Cruz", "AV. FRANCISCO DE MIRANDA" → "Av. Francisco de Miranda"): every word
 * capitalised but the connectors de, del, al, y and an article after "de" ("de la"); words
 * with digits ("C1043AAZ", "3B"), other tokens without letters ("3-B", "N°") and Roman
 * numerals ("XIII") kept. Text with
 * more than a quarter of its letters in lower case is returned unchanged.
 */
export function restoreCase(text: string): string {
  // Mostly capitals with a few lower-case letters is capitals OCR misread ("Av. EL MILAGRO",
  // "QuITO"); properly cased text has far more lower case.
  const lower = text.match(/\p{Ll}/gu)?.length ?? 0;
  const upper = text.match(/\p{Lu}/gu)?.length ?? 0;
  if (!upper || lower > 0.25 * (lower + upper)) return text;
  let first = true;
  let previous = "";
  return text.replace(
    /[\p{L}\p{M}\p{N}'’]+|[^\p{L}\p{M}\p{N}'’]+/gu,
    (token, offset: number, whole: string) => {
      // A postcode, a flat or a plot ("C1043AAZ", "3B", "4TO") is a code, not a word.
      if (/\p{N}/u.test(token)) {
        previous = "";
        // Ordinals are written in lower case ("4TO" → "4to", "1ER", "3A." → "3a."); a letter
        // without a point is a flat's or a lot's ("Apto. 3A").
        const point = whole[offset + token.length] === ".";
        return ORDINAL.test(token) || (point && /^\d{1,2}[AO]$/i.test(token))
          ? token.toLocaleLowerCase("es")
          : token;
      }
      if (!/\p{L}/u.test(token)) {
        if (/[.,;:]/.test(token)) first = /[,;:]/.test(token) ? true : first;
        return token;
      }
      const lower = token.toLocaleLowerCase("es");
      // A Roman numeral stays in capitals ("Av. Juan Pablo II", "Calle Alfonso XIII").
      if (ROMAN.test(token)) {
        first = false;
        previous = lower;
        return token;
      }
      const out =
        !first && (LOWER_WORDS.has(lower) || (previous === "de" && ARTICLES.has(lower)))
          ? lower
          : lower.charAt(0).toLocaleUpperCase("es") + lower.slice(1);
      first = false;
      previous = lower;
      return out;
    },
  );
}

/** Lower case without accents or other marks: how words are compared across OCR's spellings. */
export function foldLower(text: string): string {
  return text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
}
