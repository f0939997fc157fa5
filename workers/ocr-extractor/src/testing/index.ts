export { buildFromCells, type Cell, cellsPage } from "./cells-page";
export { extractText } from "./extract-text";
export { makePdf } from "./make-pdf";
export { type PageBox, type PageLine, renderPage, stack } from "./render-page";
