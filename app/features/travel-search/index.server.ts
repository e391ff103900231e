// The feature's public server module: what other features may use of it.
export { canonicalStayQuery, readStaySearch } from "./stay-search-read.server.ts";
