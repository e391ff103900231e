/**
 * The one home of what the host sets at start-up (server/app.ts) and of state the whole process shares. The build
 * loads feature modules twice, once for the Fastify host and once inside the pages' SSR bundle, so a module-level
 * `let config` would be two settings: every value lives here, on globalThis, under one name.
 */
const REGISTRY_KEY = Symbol.for("kuntur-viajes.startup-config");

type Registry = { settings: Map<string, unknown>; state: Map<string, unknown> };

const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
const registry: Registry = (holder[REGISTRY_KEY] ??= { settings: new Map(), state: new Map() });

export type StartupSetting<T> = {
  /** Sets (or replaces) the value: the host once at start-up; tests and scripts their own. */
  set(value: T): T;
  /** The value. Unset in production it is an error (never a silent default); elsewhere the `outsideProduction` value. */
  get(): T;
  /** Whether someone set it. */
  isSet(): boolean;
  /** What get() gives, or undefined where it would throw (to merge a partial configuration). */
  peek(): T | undefined;
};

const inProduction = () => process.env.NODE_ENV === "production";

/**
 * A named start-up setting. `outsideProduction` is what tests and development get when nothing configured it (made
 * once, so a random key stays the same for the whole process); production has no default.
 */
export function startupSetting<T>(name: string, options: { outsideProduction?: () => T } = {}): StartupSetting<T> {
  const { settings } = registry;
  return {
    set(value) {
      settings.set(name, value);
      return value;
    },
    get() {
      if (settings.has(name)) return settings.get(name) as T;
      if (inProduction() || !options.outsideProduction) {
        throw new Error(`Start-up setting "${name}" read before the server configured it (server/app.ts)`);
      }
      const value = options.outsideProduction();
      settings.set(name, value);
      return value;
    },
    isSet: () => settings.has(name),
    peek() {
      return settings.has(name) || (!inProduction() && options.outsideProduction) ? this.get() : undefined;
    },
  };
}

/** State the whole process shares (a registry of handlers, a concurrency limit), made on first use. */
export function processState<T>(name: string, create: () => T): T {
  const { state } = registry;
  if (!state.has(name)) state.set(name, create());
  return state.get(name) as T;
}
