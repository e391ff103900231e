// The feature's public server module: what other features may use of it.
export * from "./order-adjustments.server.ts";
export * from "./order-payable.server.ts";
export * from "./placement/order-placement.server.ts";
export * from "./order-products.server.ts";
export * from "./order-service.server.ts";
export * from "./order-item-supplier.server.ts";
export * from "./lifecycle/order-cancellation.server.ts";
export * from "./lifecycle/cancellation-emails.server.ts";
export * from "./lifecycle/item-cancellation.server.ts";
export * from "./lifecycle/order-expiry.server.ts";
export { cancelUnpaidOrder, NOTHING_CHARGED_MESSAGE } from "./lifecycle/unpaid-cancellation.server.ts";
// Guest access (access/): the one rule of who may open an order, its e-mail links, grants and the look-up.
export { configureOrderAccess, orderAccessConfig } from "./access/access-config.server.ts";
export {
  accountBookings,
  accountOrders,
  ordersOfVisitor,
  type AccountBooking,
  type AccountOrderEntry,
} from "./access/account-orders.server.ts";
// 'Mis reservas' (ui/): the look-up page's and the account list's loads and posts, for every product.
// The one order page (ui/): review, payment, documents and cancellation of any order.
export { basketOrderPath, isBasket } from "./order-basket.ts";
export {
  cancelOwnOrder,
  handleOrderPagePost,
  loadOrderPage,
  readOrderForPage,
  settleOrder,
  type OrderPageData,
  type OrderPagePostOutcome,
} from "./ui/order-page.server.ts";
export { orderPageRoute, type OrderPageAddress } from "./ui/order-page-route.server.ts";
// An item's voucher and calendar file for its owner (ui/): one access rule and one download answer for every product.
export {
  orderDocumentResponse,
  ownedItemDocument,
  type ItemDocumentSource,
  type OrderDocumentFile,
} from "./ui/order-document.server.ts";
export {
  MY_ORDERS_PATH,
  PROFILE_ORDERS_PATH,
  profileOrdersOf,
  cancelListedOrder,
  handleMyOrdersPost,
  legacyOrderPage,
  loadMyOrders,
  type MyOrdersData,
} from "./ui/my-orders.server.ts";
export {
  accountOrdersCondition,
  accountOwnsOrder,
  mayOpenOrder,
  orderPagePath,
  readAccessibleOrder,
} from "./access/order-access.server.ts";
export { dropOrderGrant, grantOrder, hasOrderGrant, type GrantSource } from "./access/order-grants.server.ts";
export { openOrderLink } from "./access/order-link-page.server.ts";
export { orderIdOfLink, orderLinkUrl } from "./access/order-links.server.ts";
export {
  LOOKUP_RULES,
  lookupOrder,
  orderIdForCode,
  orderIdForCodeAmong,
  type LookupFailure,
} from "./access/order-lookup.server.ts";
export * from "./documents/index.server.ts";
// Payment (payment/): card or cash code for any order; the product gives its terms through the port.
export { orderAttemptKey } from "./payment/attempt-key.server.ts";
export {
  CASH_HOLD_GRACE_MS,
  orderPaymentRefusal,
  pendingCashPayment,
  startOrderPayment,
  type OrderPaymentOutcome,
  type StartOrderPaymentOptions,
} from "./payment/order-payment.server.ts";
// Start-up: the core's own settings, and the products the host lists (decision 055).
export { configureOrderCore, type OrderCoreConfig } from "./order-core-config.server.ts";
export { productJobs, productStartOrder, startProducts, type StartedProducts } from "./product-registry.server.ts";
// The payment form's schema, checked by the pay actions (zod stays off the pages that only show the form's answers).
export { PayFormSchema, type PayForm } from "./ui/payment-form-schemas.ts";
