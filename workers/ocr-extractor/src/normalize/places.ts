/**
 * Cities of several words where birth places and addresses in Venezuelan documents most often
 * point (state capitals and large towns, and a few abroad). OCR on a small passport font runs
 * their words together ("SANCRISTOBAL", "PUERTOLACRUZ"); a place whose letters are exactly
 * one of these is written as the city is.
 */
const PLACES = [
  "San Cristóbal",
  "Ciudad Bolívar",
  "Ciudad Guayana",
  "Ciudad Ojeda",
  "Puerto La Cruz",
  "Puerto Ordaz",
  "Puerto Cabello",
  "Puerto Ayacucho",
  "Punto Fijo",
  "San Fernando de Apure",
  "San Juan de los Morros",
  "San Carlos",
  "San Felipe",
  "Santa Ana de Coro",
  "Los Teques",
  "La Guaira",
  "La Asunción",
  "El Tigre",
  "El Vigía",
  "Valle de la Pascua",
  "Santa Cruz de Tenerife",
  "Las Palmas de Gran Canaria",
  "Santa Marta",
  "Santo Domingo",
  "San José",
  "Buenos Aires",
  "La Paz",
  "Ciudad de México",
];

function letters(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

const BY_LETTERS = new Map(PLACES.map((p) => [letters(p), p]));

/** The known city whose letters `text` spells, ignoring spaces, case and accents. */
export function knownPlace(text: string): string | undefined {
  return BY_LETTERS.get(letters(text));
}
