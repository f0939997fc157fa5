export { parseFields } from "./fields";
export { checkImageBounds, type ImageBounds } from "./image-bounds";
export {
  MIN_PDF_DPI,
  type PdfPagePlan,
  type PdfPageRefusal,
  planPdfPage,
} from "./pdf-page";
export {
  type MultipartBody,
  type ReadMultipartOptions,
  readMultipart,
  requireFile,
  type UploadedFile,
} from "./read-multipart";
export { FORMAT_MIME, sniffFormat, UPLOAD_FORMATS, type UploadFormat } from "./sniff-format";
