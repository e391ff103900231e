import { Link } from "react-router";
import { brand } from "#app/config/brand.ts";
import { openCookieSettings } from "#app/features/consent/consent-store.ts";
import type { ShellVariant } from "#app/features/shell/shell-routes.ts";
import { cx } from "#app/components/ui/cx.ts";
import { ABOUT_LINKS, COMPLAINTS_BOOK_PATH, HELP_LINKS, PRODUCT_LINKS, type FooterLink } from "./footer-links.ts";
import { ComplaintsBookIcon, SocialIcon, StoreIcon } from "./icons.tsx";

// Its look is in app/components-classes.css: the footer repeats it 21 times in every page's HTML.
const linkClass = "kv-footer-link";

function copyright(): string {
  return `© ${new Date().getFullYear()} ${brand.legalName} Todos los derechos reservados.`;
}

/**
 * The permanent link to the complaints book that Peruvian consumer law requires of online shops,
 * with its book icon. Shown in the full footer and in the checkout's minimal one.
 */
export function ComplaintsBookLink({ tone }: { tone: "dark" | "light" }) {
  return (
    <Link
      to={COMPLAINTS_BOOK_PATH}
      className={cx(
        "inline-flex min-h-11 items-center gap-2 rounded-control border-2 px-3 font-bold outline-none focus-visible:ring-4 focus-visible:ring-accent-400",
        tone === "dark"
          ? "border-white text-white hover:bg-white/10"
          : "border-brand-600 text-brand-700 hover:bg-brand-50",
      )}
    >
      <ComplaintsBookIcon className="size-6" />
      Libro de Reclamaciones
    </Link>
  );
}

function LinkColumn({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-base font-bold text-white">
        {title}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** SPEC 2.2: the full footer; a minimal copyright footer on booking routes; none on outlet routes. */
export function SiteFooter({ variant }: { variant: ShellVariant }) {
  if (variant === "outlet") return null;
  if (variant === "booking") {
    return (
      <footer data-variant="booking" className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-4 text-sm text-muted sm:flex-row">
          <p>{copyright()}</p>
          <ComplaintsBookLink tone="light" />
        </div>
      </footer>
    );
  }
  return <FullFooter />;
}

function FullFooter() {
  const { address } = brand;
  return (
    <footer data-variant="default" className="bg-brand-900 text-brand-100" data-no-print>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <LinkColumn id="footer-products" title="Productos" links={PRODUCT_LINKS} />
        <LinkColumn id="footer-about" title="Nosotros" links={ABOUT_LINKS} />
        <LinkColumn id="footer-help" title="Ayuda e información" links={HELP_LINKS} />
        <section aria-labelledby="footer-contact" className="flex flex-col gap-3 text-sm">
          <h2 id="footer-contact" className="text-base font-bold text-white">
            Contáctanos
          </h2>
          <address className="not-italic">
            {address.street}, {address.district}, {address.city}, {address.country}
          </address>
          <p>
            Ventas:{" "}
            <a href={`tel:${brand.salesPhoneE164}`} className={cx(linkClass, "font-bold text-white")}>
              {brand.salesPhone}
            </a>
          </p>
          <p>
            <a href={`mailto:${brand.email}`} className={linkClass}>
              {brand.email}
            </a>
          </p>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/nuestras-agencias"
              className="inline-flex min-h-11 items-center gap-2 rounded-control bg-accent-500 px-4 font-bold text-ink outline-none hover:bg-accent-400 focus-visible:ring-4 focus-visible:ring-white"
            >
              <StoreIcon className="size-5" />
              Tiendas
            </Link>
            <ComplaintsBookLink tone="dark" />
          </div>
        </section>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <ul className="flex gap-2" aria-label="Redes sociales">
            {brand.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${brand.name} en ${network.name} (se abre en una nueva pestaña)`}
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white outline-none hover:bg-white/20 focus-visible:ring-4 focus-visible:ring-accent-400"
                >
                  <SocialIcon name={network.name} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-1 md:text-right">
            <p>
              {brand.legalName} · RUC {brand.ruc}
            </p>
            <p>{copyright()}</p>
            <button
              type="button"
              data-js-only
              onClick={openCookieSettings}
              className={cx(linkClass, "cursor-pointer self-start underline md:self-end")}
            >
              Configurar cookies
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
