// The documents use case's server module: the PDF of a framed document, the money it states, the e-mail frame.
export { documentMoneyFrom, orderDocumentMoney } from "./document-money.server.ts";
export { renderFramedPdf, type FramedPdfOptions } from "./frame-pdf.server.ts";
export {
  enqueueCashCodeEmail,
  renderCashCodeEmail,
  renderOrderEmail,
  type CashCodeInfo,
  type CashCodeWording,
} from "./order-email.server.ts";
