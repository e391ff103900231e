import type { HomeTabId } from "./home-tabs.ts";

const TAB_PATHS: Record<HomeTabId, string> = {
  0: "M2.5 14.5l3.5 1 10-6a1.7 1.7 0 0 0-1.6-3l-3.9 1.6-6-3.1-1.6.8 4.1 3.9-2.9 1.5-2-1.1-1.1.7z",
  1: "M4 7h12v9H4zM7 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M4 11h12",
  2: "M3 16V5M3 12h14v4M17 12V9a2 2 0 0 0-2-2H9v5M6 9.5a1.5 1.5 0 1 0 0-.01",
  3: "M2 9l3 .8 6-3.6a1.3 1.3 0 0 0-1.2-2.3l-2.4 1-4-2-1 .5 2.7 2.6M10 17v-5h8v5M10 14h8",
  4: "M10 2.5l6 2.5v4.5c0 4-2.7 6.9-6 8-3.3-1.1-6-4-6-8V5z M7.5 10l2 2 3.5-4",
  5: "M10 2.5c1 3 4.5 4.5 4.5 8.5a4.5 4.5 0 0 1-9 0c0-2 1-3.2 2-4 .2 1.5 1 2.3 2 2.5-.5-2.5.5-5 .5-7z",
};

/** Icons the content tabs may name between underscores (SPEC 2.3); an unknown name shows no icon. */
const CONTENT_ICON_PATHS: Record<string, string> = {
  fuego: TAB_PATHS[5],
  avion: TAB_PATHS[0],
  maleta: TAB_PATHS[1],
  estrella: "M10 2.5l2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2-3.8-3.6 5.2-.7z",
  regalo: "M3.5 8h13v3h-13zM4.5 11h11v6h-11zM10 8v9M10 8c-1.5-3-5-3-4.5-.5M10 8c1.5-3 5-3 4.5-.5",
  tienda: "M3 8l1.5-4.5h11L17 8M3 8h14v1.5a2.3 2.3 0 0 1-4.6 0 2.3 2.3 0 0 1-4.6 0 2.3 2.3 0 0 1-4.8 0zM4.5 11v6h11v-6",
  porcentaje: "M5 15L15 5M6 7.5a1.5 1.5 0 1 0 0-.01M14 14.5a1.5 1.5 0 1 0 0-.01",
};

function Icon({ path, className = "size-5" }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`${className} shrink-0`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

export function TabIcon({ tab }: { tab: HomeTabId }) {
  return <Icon path={TAB_PATHS[tab]} />;
}

export function ContentIcon({ name }: { name: string | null }) {
  const path = name ? CONTENT_ICON_PATHS[name] : undefined;
  return path ? <Icon path={path} /> : null;
}

export function hasContentIcon(name: string | null): boolean {
  return Boolean(name && CONTENT_ICON_PATHS[name]);
}
