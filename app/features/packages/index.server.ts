// The feature's public server module: what other features may use of it.
export * from "./packages-service.server.ts";
export { packageProductModule } from "./package-product-module.server.ts";
