import { brand } from "#app/config/brand.ts";
import { DEMO_NOTICE, paymentsAreSimulated } from "#app/utils/payment-mode.ts";

export type EmailContent = {
  subject: string;
  /** Short text shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Extra lines under the button (e.g. "Este enlace vence en 1 hora."). */
  notes?: string[];
  /** Extra footer lines under the agency's identity (order e-mails: the complaints book). */
  footer?: string[];
};

export type RenderedEmail = { subject: string; html: string; text: string };

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** The branded layout of every transactional e-mail: HTML (inline styles, table layout) plus plain text. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const paragraphs = content.paragraphs
    .map((text) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1c2430">${escapeHtml(text)}</p>`)
    .join("");
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${brand.colors.primary};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4a5565">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapeHtml(content.action.url)}" style="color:${brand.colors.primary};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const notes = (content.notes ?? [])
    .map((note) => `<p style="margin:0 0 8px;font-size:13px;color:#4a5565">${escapeHtml(note)}</p>`)
    .join("");
  const demo = paymentsAreSimulated();
  const demoHtml = demo
    ? `<tr><td style="background:#fef3c7;padding:8px 24px;font-size:13px;font-weight:bold;color:#451a03">${escapeHtml(DEMO_NOTICE)}</td></tr>`
    : "";
  const address = `${brand.address.street}, ${brand.address.district}, ${brand.address.city}`;
  const footerHtml = (content.footer ?? []).map((line) => `${escapeHtml(line)}<br>`).join("");
  const html = `<!doctype html>
<html lang="es-PE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fa"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="background:${brand.colors.primary};border-radius:12px 12px 0 0;padding:20px 24px;color:#ffffff;font-size:22px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>
${demoHtml}<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:#083a66">${escapeHtml(content.heading)}</h1>
${paragraphs}${action}${notes}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;line-height:18px;color:#4a5565">
${escapeHtml(brand.legalName)} · RUC ${brand.ruc}<br>${escapeHtml(address)} · Ventas ${escapeHtml(brand.salesPhone)}<br>
${footerHtml}Este es un correo automático; por favor no respondas a este mensaje.
</td></tr></table></td></tr></table></body></html>`;
  const textParts = [
    ...(demo ? [DEMO_NOTICE, ""] : []),
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.notes ?? []),
    "",
    "--",
    `${brand.legalName} · RUC ${brand.ruc}`,
    `${address} · Ventas ${brand.salesPhone}`,
    ...(content.footer ?? []),
  ];
  return { subject: content.subject, html, text: textParts.join("\n") };
}
