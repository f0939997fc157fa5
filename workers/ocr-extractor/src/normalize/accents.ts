/**
 * Spanish names and Venezuelan place names that are always written with an accent or ñ.
 * OCR often drops the diacritic on capitals (PEÑA → PENA); a word read without any is given
 * back its only correct spelling. Words that exist both ways (e.g. Marin/Marín) are left out.
 */
function plain(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "");
}

const ACCENTED = `
José Jesús Andrés Ángel Víctor Óscar Rubén Simón Ramón Héctor Julián Martín Nicolás Tomás
Adrián Joaquín Sebastián Iván Germán Efraín Íñigo Raúl César Agustín Benjamín Cristóbal Fermín
María Sofía Lucía Verónica Mónica Inés Yésica Begoña Mariángel Génesis Débora Ángela Belén
Noemí Zoé Inés Aída Raquel Rocío Nazaré Estéfany Dalía
Gómez Peña Muñoz Ñáñez Pérez González Rodríguez Hernández García Martínez López Sánchez
Ramírez Díaz Núñez Ibáñez Briceño Castañeda Álvarez Fernández Suárez Rondón Chacón Guzmán
Carreño Montaño Bolívar Rincón Acuña Patiño Ordóñez Echeverría Yáñez Mújica Vásquez Jiménez
Márquez Peñaloza Gutiérrez Domínguez Gálvez Méndez Benítez Cárdenas Sáez Ávila Pacheco Muñiz
Cordero Álvarez Velásquez Núñez Narváez Valdés Durán Galán Colón Calderón Alarcón Montañez
Mérida Cumaná Táchira Anzoátegui Perú Bogotá Medellín Cúcuta Málaga Cádiz Córdoba León
San Cristóbal Ciudad Bolívar Maturín Barquisimeto Guárico Apure Falcón Trujillo Sucre
Crédito Inscripción Solicitud Américas Paraíso Marqués Azúcar Viña Mónica Araguaney Caroní Samán Ñandú Próceres Lecuna
`
  .split(/\s+/)
  .filter((w) => w !== plain(w));

const BY_PLAIN = new Map<string, string>();
for (const word of ACCENTED) {
  const key = plain(word).toUpperCase();
  // Keep only words with a single accented spelling.
  const seen = BY_PLAIN.get(key);
  BY_PLAIN.set(key, seen && seen !== word ? "" : word);
}

/** Puts back diacritics OCR dropped from known words, keeping each word's letter case. */
export function restoreAccents(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    if (word !== plain(word)) return word;
    const known = BY_PLAIN.get(word.toUpperCase());
    if (!known) return word;
    if (word === word.toUpperCase()) return known.toLocaleUpperCase("es");
    if (word === word.toLowerCase()) return known.toLocaleLowerCase("es");
    return known;
  });
}
