/** The gateway's own minimal HTML: no scripts, one small stylesheet of its own. */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-PE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Pasarela Demo</title>
<link rel="stylesheet" href="/pasarela-demo/estilos.css">
</head>
<body>
<header class="bar"><span class="logo">Pasarela Demo</span><span class="lock">Conexión segura · entorno de pruebas</span></header>
<main class="card">
${body}
</main>
<footer class="foot">Pasarela Demo es un entorno de pruebas: no se realizan cargos reales.</footer>
</body>
</html>`;
}

export function formatAmount(amountMinor: number, currency: string): string {
  const symbol = currency === "PEN" ? "S/" : "US$";
  const value = (amountMinor / 100).toLocaleString("es-PE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${symbol} ${value}`;
}

export function errorList(errors: Record<string, string>): string {
  const entries = Object.entries(errors);
  if (entries.length === 0) return "";
  const items = entries.map(([field, message]) => `<li><a href="#${field}">${escapeHtml(message)}</a></li>`).join("");
  return `<div class="alert" role="alert"><p>Revisa los datos:</p><ul>${items}</ul></div>`;
}

export function field(options: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  attributes: string;
}): string {
  const describedBy = [options.hint ? `${options.id}-hint` : "", options.error ? `${options.id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return `<div class="field">
<label for="${options.id}">${escapeHtml(options.label)}</label>
${options.hint ? `<p class="hint" id="${options.id}-hint">${escapeHtml(options.hint)}</p>` : ""}
<input id="${options.id}" name="${options.id}" ${options.attributes}${describedBy ? ` aria-describedby="${describedBy}"` : ""}${options.error ? ' aria-invalid="true"' : ""}>
${options.error ? `<p class="error" id="${options.id}-error">${escapeHtml(options.error)}</p>` : ""}
</div>`;
}

export const GATEWAY_CSS = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#eef1f5;color:#1d2330;line-height:1.5}
.bar{display:flex;flex-wrap:wrap;gap:.25rem 1rem;justify-content:space-between;align-items:center;padding:.75rem 1rem;background:#1d2330;color:#fff}
.logo{font-weight:700}.lock{font-size:.875rem;color:#d5dbe6}
.card{max-width:32rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.375rem;margin:0 0 .5rem}
.amount{font-size:1.25rem;font-weight:700;margin:.25rem 0 1rem}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input,select{width:100%;padding:.625rem .75rem;font-size:1rem;border:1px solid #6b7486;border-radius:.375rem;background:#fff;color:#1d2330}
input:focus-visible,select:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 1rem}
.hint{margin:0 0 .25rem;font-size:.875rem;color:#4a5262}
.error{margin:.25rem 0 0;color:#b00020;font-size:.875rem;font-weight:600}
.alert{border:2px solid #b00020;border-radius:.375rem;padding:.5rem .75rem;margin-bottom:1rem}
.alert p{margin:0;font-weight:700}.alert ul{margin:.25rem 0 0;padding-left:1.25rem}.alert a{color:#b00020}
.note{font-size:.875rem;background:#f3f6fa;border-radius:.375rem;padding:.5rem .75rem;margin:0 0 1rem}
button{display:inline-block;width:100%;padding:.75rem 1rem;font-size:1rem;font-weight:700;color:#fff;background:#1a5fd0;border:0;border-radius:.375rem;cursor:pointer;margin-top:.5rem}
button.secondary{background:#fff;color:#1a5fd0;border:2px solid #1a5fd0}
.check{display:flex;gap:.5rem;align-items:flex-start;margin:0 0 1rem}.check input{width:auto;margin-top:.3rem}
.foot{max-width:32rem;margin:0 auto 2rem;padding:0 1rem;font-size:.8125rem;color:#4a5262;text-align:center}
table{width:100%;border-collapse:collapse;font-size:.875rem}th,td{text-align:left;padding:.25rem;border-bottom:1px solid #d5dbe6}
`;
