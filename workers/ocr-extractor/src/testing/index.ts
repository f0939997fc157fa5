export { makePdf } from "./make-pdf";
export { type PageLine, renderPage, stack } from "./render-page";
