/** Shown on every page, voucher and e-mail while the sandbox gateway takes payments (no money moves). */
export const DEMO_NOTICE = "Sitio de demostración: no se realizan cobros reales";
