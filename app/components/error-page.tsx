import { Link } from "./ui/link.tsx";

/** The full-page message of the 404 page and of the error boundaries, with the way back home. */
export function ErrorPage({ title, message }: { title: string; message: string }) {
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-16 text-center"
      aria-labelledby="error-title"
    >
      <svg aria-hidden="true" viewBox="0 0 120 80" className="h-24 w-36 text-brand-200">
        <path d="M10 60 Q60 -10 110 60" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
        <circle cx="60" cy="62" r="8" fill="#f28c28" />
      </svg>
      <h1 id="error-title" className="text-3xl font-extrabold text-brand-700">
        {title}
      </h1>
      <p className="text-lg text-ink">{message}</p>
      <Link to="/" appearance="primary" size="lg">
        Volver al inicio
      </Link>
    </section>
  );
}
