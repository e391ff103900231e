// The documents use case's server module: the PDF of a framed document, the money it states, the e-mail frame, the
// order's one confirmation and cash-code e-mail (decision 062).
export { documentMoneyFrom, orderDocumentMoney } from "./document-money.server.ts";
export { renderFramedPdf, type FramedPdfOptions } from "./frame-pdf.server.ts";
export { BASKET_CASH_CODE_EMAIL, BASKET_CONFIRMED_EMAIL } from "./basket-email.server.ts";
export { queueOrderCashCodeEmail, queueOrderConfirmation } from "./order-confirmation.server.ts";
export {
  enqueueCashCodeEmail,
  renderCashCodeEmail,
  renderOrderEmail,
  type CashCodeInfo,
  type CashCodeWording,
} from "./order-email.server.ts";
