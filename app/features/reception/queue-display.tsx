import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import type { DisplayData } from "./reception-pages.server.ts";
import { KioskFrame } from "./kiosk-page.tsx";

const REFRESH_MS = 3000;

/** Reloads the loader's data every few seconds while the tab is visible: the display updates without a reload. */
function useLiveQueue() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
}

/** /recepcion/pantalla: the numbers called (the latest large) and those waiting. */
export function QueueDisplay({ data }: { data: DisplayData }) {
  useLiveQueue();
  if (!data.store || !data.queue) {
    return (
      <KioskFrame title="Pantalla de turnos">
        <p className="text-xl">Elige la tienda de esta pantalla:</p>
        <ul className="grid gap-3 min-[768px]:grid-cols-2">
          {data.stores.map((store) => (
            <li key={store.id}>
              <Link
                to={`/recepcion/pantalla?tienda=${String(store.id)}`}
                className="flex min-h-14 items-center rounded-control border-2 border-brand-600 px-4 text-xl font-semibold text-brand-700"
              >
                {store.name}
              </Link>
            </li>
          ))}
        </ul>
      </KioskFrame>
    );
  }
  const [current, ...earlier] = data.queue.called;
  return (
    <KioskFrame title={`Turnos · ${data.store.name}`}>
      {/* Without JavaScript the browser reloads the page instead. */}
      <noscript dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="10">' }} />
      <div className="grid w-full gap-8 min-[900px]:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="llamando"
          className="flex flex-col items-center gap-4 rounded-card bg-brand-700 p-8 text-white"
        >
          <h2 id="llamando" className="text-3xl font-bold">
            Llamando
          </h2>
          <div role="status" aria-live="polite" className="flex flex-col items-center gap-2">
            {current ? (
              <>
                <p className="text-9xl font-extrabold" data-testid="turno-llamado">
                  {current.number}
                </p>
                <p className="text-3xl">{current.desk ? `Módulo ${String(current.desk)}` : ""}</p>
              </>
            ) : (
              <p className="text-3xl">Aún no llamamos ningún turno hoy.</p>
            )}
          </div>
          {earlier.length > 0 ? (
            <p className="text-xl">
              Llamados antes:{" "}
              {earlier
                .map((turn) =>
                  turn.desk ? `${String(turn.number)} (módulo ${String(turn.desk)})` : String(turn.number),
                )
                .join(", ")}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="en-espera" className="flex flex-col gap-4 rounded-card border-2 border-slate-300 p-6">
          <h2 id="en-espera" className="text-3xl font-bold">
            En espera
          </h2>
          {data.queue.waiting.length === 0 ? (
            <p className="text-xl">No hay turnos en espera.</p>
          ) : (
            <ol aria-label="Turnos en espera" className="flex flex-wrap gap-3">
              {data.queue.waiting.map((turn) => (
                <li
                  key={turn.number}
                  className="min-w-20 rounded-control bg-surface px-4 py-2 text-center text-3xl font-bold"
                >
                  {turn.number}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </KioskFrame>
  );
}
