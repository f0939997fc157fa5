/**
 * Spanish names and Venezuelan place names that are always written with an accent or ñ.
 * OCR often drops the diacritic on capitals (PEÑA → PENA); a word read without any is given
 * back its only correct spelling. Words spelt both ways in Spanish are left out; surnames such
 * as Marín or Martín are always accented in Spanish documents and are in.
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
Marín Martín Ramírez Jiménez Giménez Vázquez Velázquez Bermúdez Meléndez Hernán Fabián
Cortés Sáenz Beltrán Carrión Millán Roldán Galván Quiñones Bolaños Cáceres Dávila Páez Téllez
Vélez Zúñiga Avendaño Cedeño Fariñas Avilés Alemán Arévalo Aragón Solís Villalón
Espíndola Córdova Álvaro Aníbal Darío Elías Josué Lázaro Matías Máximo Moisés Bárbara Jazmín
Concepción Ángeles Nazaret Dámaso Salomón Ascensión Asunción Encarnación Estéfani Ocaña
Clínica Droguería Compañía Electrónica Construcción Distribución Tecnología Ingeniería Óptica
Panadería Ferretería Librería Papelería Carnicería Mecánica Técnica Técnicos Técnico Médica
Médico Odontológica Químicos Química Automotriz Informática Telecomunicaciones Inversión
Público Pública Mecánico Administración Educación Enfermería
Chacaíto Carúpano Antímano Táriba Güigüe
Bastidas Escobar Guillén Jerónimo Gerónimo León Rubén Montiel Urdaneta Sáez Orellana Tomás
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

/**
 * Puts back diacritics OCR dropped from known words, keeping each word's letter case. A word
 * already carrying some is completed when every mark it has is one the known spelling has
 * (YÁNEZ → YÁÑEZ), and left alone otherwise.
 */
export function restoreAccents(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const known = BY_PLAIN.get(plain(word).toUpperCase());
    if (!known || known.length !== word.length) return word;
    if (word !== plain(word) && !subsetOf(word, known)) return word;
    if (word === word.toUpperCase()) return known.toLocaleUpperCase("es");
    if (word === word.toLowerCase()) return known.toLocaleLowerCase("es");
    return known;
  });
}

/** True when each letter of `word` is the known one or its bare form (marks only dropped). */
function subsetOf(word: string, known: string): boolean {
  const a = word.toUpperCase();
  const b = known.toUpperCase();
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i] && a[i] !== plain(b[i] as string)) return false;
  }
  return true;
}
