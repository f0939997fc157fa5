/** Common Hispanic given names, accent-free and upper-case, to tell given names from surnames. */
const GIVEN_NAMES = new Set(
  `JOSE LUIS CARLOS JESUS JUAN PEDRO ANDRES RAFAEL MIGUEL ANGEL VICTOR JORGE OSCAR RUBEN SIMON
  RAMON HECTOR JULIAN MARTIN NICOLAS TOMAS ADRIAN GONZALO IGNACIO JOAQUIN SEBASTIAN DANIEL GABRIEL
  EDUARDO ALEJANDRO RICARDO MANUEL FRANCISCO IVAN GERMAN EFRAIN INIGO YORMAN ANTONIO FERNANDO JAVIER
  DAVID PABLO SERGIO ALBERTO ENRIQUE ROBERTO ARTURO ALFREDO GUSTAVO RAUL CESAR MARIO HUGO DIEGO
  FELIPE SANTIAGO EMILIO ERNESTO ORLANDO ARMANDO WILMER JHONNY LEONARDO MAURICIO FREDDY RONALD
  MARIA ANA CARMEN ROSA LUISA ANDREA GABRIELA DANIELA VALENTINA SOFIA LUCIA VERONICA MONICA
  BEATRIZ INES RAQUEL PATRICIA YOLANDA ZULEIMA YESICA BEGONA MARIANGEL DAYANA GENESIS ISABEL
  JOSEFINA MARISOL DEBORA ANGELA NAZARETH MILAGROS ELENA FABIOLA ZORAIDA BELEN NOEMI LEONOR LAURA
  PAULA CLAUDIA ALEJANDRA CAROLINA ADRIANA NATALIA MARIANA VANESSA JOHANA KARINA LILIANA TERESA
  SUSANA GLORIA SILVIA ESTHER JULIA MARTA CRISTINA VIRGINIA ALICIA EUGENIA ROSARIO DOLORES PILAR
  CONSUELO MERCEDES GUADALUPE ESPERANZA FRANCISCA ANTONIA MANUELA JUANA LUZ YANETH YULIMAR ANGELES`.split(
    /\s+/,
  ),
);

/** Particles that start a compound surname ("DE LA CRUZ", "DEL VALLE") or given name. */
const PARTICLES = new Set(["DE", "DEL", "LA", "LAS", "LOS", "Y"]);

function key(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
}

/** Words grouped into name units: particles stick to the word they introduce. */
function units(words: string[]): string[] {
  const out: string[] = [];
  let pending: string[] = [];
  for (const word of words) {
    pending.push(word);
    if (!PARTICLES.has(key(word))) {
      out.push(pending.join(" "));
      pending = [];
    }
  }
  if (pending.length) out.push(pending.join(" "));
  return out;
}

/** How many name units a run of words makes ("DE LA CRUZ PEÑA" → 2). */
export function countNameUnits(text: string): number {
  return units(text.split(/[\s<]+/).filter(Boolean)).length;
}

/** A full name split into given names and surnames. */
export interface SplitName {
  given: string;
  surnames: string;
}

/**
 * Splits a full name: "SURNAMES, GIVEN" by its comma; otherwise the order is decided by
 * which end holds a common given name, and two surname units are assumed (the Hispanic
 * paternal + maternal pair, "DE LA CRUZ" counting as one). `surnameUnits` overrides that
 * count (e.g. from an MRZ).
 */
export function splitFullName(full: string, surnameUnits = 2): SplitName | undefined {
  const text = full.replace(/\s+/g, " ").trim();
  const comma = /^([^,]+),\s*(.+)$/.exec(text);
  if (comma) return { surnames: (comma[1] as string).trim(), given: (comma[2] as string).trim() };
  const parts = units(text.split(" "));
  if (parts.length < 2) return undefined;
  const n = Math.min(surnameUnits, parts.length - 1);
  const firstIsGiven = GIVEN_NAMES.has(key(parts[0] as string));
  const lastIsGiven = GIVEN_NAMES.has(key((parts.at(-1) as string).split(" ").at(-1) as string));
  if (!firstIsGiven && lastIsGiven) {
    return { surnames: parts.slice(0, n).join(" "), given: parts.slice(n).join(" ") };
  }
  return {
    given: parts.slice(0, parts.length - n).join(" "),
    surnames: parts.slice(parts.length - n).join(" "),
  };
}
