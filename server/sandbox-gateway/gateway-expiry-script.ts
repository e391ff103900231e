/**
 * The card page's one script (docs/decisions/045-gateway-expiry-script.md): the expiry field writes its own "/" as
 * the customer types (MM/AA), and a pasted "1228", "12/28" or "12/2028" becomes "12/28". Served from the gateway's
 * own origin (CSP script-src 'self'); without it the field still takes any of those forms (expiryState).
 */
export const EXPIRY_SCRIPT_PATH = "/pasarela-demo/vencimiento.js";

export const EXPIRY_SCRIPT = `"use strict";
(function () {
  var field = document.getElementById("vencimiento");
  if (!field) return;
  function format(value, deleting) {
    var digits = value.replace(/\\D/g, "");
    if (digits.length === 6 && digits.slice(2, 4) === "20") digits = digits.slice(0, 2) + digits.slice(4);
    if (/^[2-9]$/.test(digits)) digits = "0" + digits;
    digits = digits.slice(0, 4);
    if (digits.length > 2) return digits.slice(0, 2) + "/" + digits.slice(2);
    if (digits.length === 2 && !deleting) return digits + "/";
    return digits;
  }
  function tidy(event) {
    var deleting = Boolean(event && event.inputType && event.inputType.indexOf("delete") === 0);
    var next = format(field.value, deleting);
    if (next !== field.value) field.value = next;
  }
  field.addEventListener("input", tidy);
  tidy(null);
})();
`;
