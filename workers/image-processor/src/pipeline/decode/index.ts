export { type DecodedImage, decodeImage, type InputFormat, UnreadableImageError } from "./decode";
export { PdfPageTooLargeError } from "./pdf";
