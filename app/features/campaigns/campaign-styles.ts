/**
 * Self-contained styles of the campaign pages (standalone documents shown inside an iframe), in the site's font (the
 * same file the site loads) and colours.
 */
export const CAMPAIGN_CSS = `
@font-face{font-family:"Nunito Sans";font-style:normal;font-display:swap;font-weight:200 1000;src:url("/fonts/nunito-sans-latin-wght.woff2") format("woff2")}
*{box-sizing:border-box}body{margin:0;font-family:"Nunito Sans",Arial,Helvetica,sans-serif;color:#1c2430;background:#f5f7fa;line-height:1.5}
a{color:inherit}.wrap{max-width:1100px;margin:0 auto;padding:0 20px}
.hero{background:linear-gradient(135deg,#04213b,#0b4f8a);color:#fff;padding:48px 0}
.kicker{color:#f7a64f;font-weight:800;letter-spacing:.08em;text-transform:uppercase;margin:0}
h1{font-size:clamp(2rem,5vw,3.25rem);margin:.25rem 0 1rem;line-height:1.1}h2{color:#083a66;font-size:1.6rem;margin:0 0 1rem}
.lead{font-size:1.15rem;max-width:46rem;margin:0 0 1.5rem}.facts{margin:0 0 1.5rem;padding:0;list-style:none}
.facts li{margin:.25rem 0}.btns{display:flex;flex-wrap:wrap;gap:12px}
.btn{display:inline-flex;align-items:center;min-height:48px;padding:0 22px;border-radius:8px;font-weight:800;text-decoration:none}
.btn-accent{background:#f28c28;color:#1c2430}.btn-light{background:#fff;color:#083a66}.btn-dark{background:#0b4f8a;color:#fff}
.btn:focus-visible{outline:3px solid #f7a64f;outline-offset:2px}
section{padding:40px 0}.grid{display:grid;gap:20px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
.card{background:#fff;border-radius:12px;overflow:hidden;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.card img{display:block;width:100%;height:auto}.card .body{padding:16px}.card h3{margin:0 0 .25rem;font-size:1.15rem}
.muted{color:#4a5565}.price{font-size:1.6rem;font-weight:800;color:#b42318;margin:.5rem 0 0}
.old{color:#4a5565;text-decoration:line-through;font-size:1rem;font-weight:400}.steps{counter-reset:step;list-style:none;padding:0}
.steps li{background:#fff;border-radius:12px;padding:16px 16px 16px 64px;position:relative;margin-bottom:12px}
.steps li::before{counter-increment:step;content:counter(step);position:absolute;left:16px;top:16px;width:34px;height:34px;border-radius:50%;background:#f28c28;color:#1c2430;font-weight:800;display:flex;align-items:center;justify-content:center}
.note{font-size:.9rem;color:#4a5565}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
