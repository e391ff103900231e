/** The server side of the reception pages: the kiosk (/recepcion), the display and the staff call page. */
import { getDb } from "#db";
import type { LimitAttempt } from "#request-context";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { REASONS, REASON_LABELS } from "#app/features/appointments/index.ts";
import {
  checkPin,
  CHECK_IN_RULE,
  clearAccessCookie,
  issueAccessCookie,
  PIN_MESSAGES,
  revokeStoreAccess,
  storeHasPin,
  storeOf,
  type Role,
} from "./reception-access.server.ts";
import { CheckInSchema, DeskSchema, StaffSignInSchema } from "./reception-schemas.ts";
import {
  callNext,
  checkIn,
  receptionStores,
  staffTurns,
  storeQueue,
  type QueueView,
} from "./reception-service.server.ts";

export type StoreChoice = { id: number; name: string };
export type Limits = { limitAttempt: LimitAttempt; clientIp: string };
/** A refused form: the message, the field errors and what was typed (shown again, also without JavaScript). */
export type ReceptionFailure = { message: string; errors: Record<string, string>; values?: Record<string, string> };

export type ReceptionOutcome =
  | { kind: "redirect"; location: string; cookie?: string }
  | { kind: "failure"; status: number; failure: ReceptionFailure };

const REASON_OPTIONS = REASONS.map((id) => ({ id, label: REASON_LABELS[id] }));

async function storeName(id: number | null): Promise<StoreChoice | null> {
  if (id === null) return null;
  return (await receptionStores(getDb())).find((store) => store.id === id) ?? null;
}

/** The sign-in form's data: the stores that have a PIN, and whether there is any (else a neutral screen). */
async function signInData() {
  const stores = (await receptionStores(getDb())).filter((store) => storeHasPin(store.id));
  return { stores, configured: stores.length > 0 };
}

const cookieStore = (role: Role, request: Request) => storeOf(getDb(), role, request.headers.get("cookie"));

export async function loadKiosk(request: Request) {
  const url = new URL(request.url);
  const store = url.searchParams.has("configurar") ? null : await storeName(await cookieStore("kiosk", request));
  const turn = Number(url.searchParams.get("turno") ?? "");
  return {
    store,
    signIn: store ? null : await signInData(),
    reasons: REASON_OPTIONS,
    turn: store && Number.isInteger(turn) && turn > 0 && turn < 100_000 ? turn : null,
  };
}

async function signIn(role: Role, form: FormData, limits: Limits, home: string): Promise<ReceptionOutcome> {
  const parsed = StaffSignInSchema.safeParse({ store: form.get("store"), pin: form.get("pin") });
  if (!parsed.success) {
    return {
      kind: "failure",
      status: 400,
      failure: { message: "Revisa los campos marcados.", errors: fieldErrors(parsed.error) },
    };
  }
  const store = await storeName(parsed.data.store);
  const check = await checkPin(getDb(), parsed.data.pin, parsed.data.store, limits);
  const cookie = check === "ok" && store ? await issueAccessCookie(getDb(), role, store.id) : null;
  if (check !== "ok" || !cookie) {
    const message = check === "ok" ? "Elige la tienda" : PIN_MESSAGES[check];
    return { kind: "failure", status: check === "too-many" ? 429 : 403, failure: { message, errors: {} } };
  }
  return { kind: "redirect", location: home, cookie };
}

/** The kiosk's typed fields, bounded, for the refused form to show again. */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ["kind", "code", "firstName", "email"]) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 100);
  }
  return values;
}

export async function handleKioskPost(request: Request, form: FormData, limits: Limits): Promise<ReceptionOutcome> {
  if (form.get("intent") === "setup") return signIn("kiosk", form, limits, "/recepcion");
  const agencyId = await cookieStore("kiosk", request);
  if (agencyId === null) return { kind: "redirect", location: "/recepcion" };
  const values = Object.fromEntries([...form.entries()].filter(([name]) => name !== "intent"));
  const parsed = CheckInSchema.safeParse(values);
  if (!parsed.success) {
    return {
      kind: "failure",
      status: 400,
      failure: { message: "Revisa los datos.", errors: fieldErrors(parsed.error), values: typedValues(form) },
    };
  }
  if (!(await limits.limitAttempt(CHECK_IN_RULE, String(agencyId))).allowed) {
    const message = "Hay muchos registros seguidos. Espera un momento o acércate a recepción.";
    return { kind: "failure", status: 429, failure: { message, errors: {} } };
  }
  const outcome = await checkIn(getDb(), agencyId, parsed.data);
  if (!outcome.ok) return { kind: "failure", status: 200, failure: { message: outcome.message, errors: {} } };
  return { kind: "redirect", location: `/recepcion?turno=${String(outcome.turn.number)}` };
}

export type DisplayData = {
  store: StoreChoice | null;
  stores: StoreChoice[];
  queue: QueueView | null;
  reasons: Record<string, string>;
};

/** The display shows `?tienda=` or the kiosk's own store; without either, the list of stores. */
export async function loadDisplay(request: Request): Promise<DisplayData> {
  const url = new URL(request.url);
  const asked = url.searchParams.get("tienda");
  const id = asked && /^\d{1,6}$/.test(asked) ? Number(asked) : await cookieStore("kiosk", request);
  const store = await storeName(id);
  return {
    store,
    stores: store ? [] : await receptionStores(getDb()),
    queue: store ? await storeQueue(getDb(), store.id) : null,
    reasons: REASON_LABELS,
  };
}

export async function loadStaff(request: Request) {
  const store = await storeName(await cookieStore("staff", request));
  const url = new URL(request.url);
  const called = Number(url.searchParams.get("llamado") ?? "");
  const calledNumber = Number.isInteger(called) && called > 0 ? called : null;
  return {
    store,
    signIn: store ? null : await signInData(),
    queue: store ? await storeQueue(getDb(), store.id) : null,
    waiting: store ? await staffTurns(getDb(), store.id, "waiting") : [],
    calledTurn: store && calledNumber ? ((await staffTurns(getDb(), store.id, calledNumber))[0] ?? null) : null,
    reasons: REASON_LABELS,
    called: calledNumber,
    nobody: url.searchParams.get("llamado") === "0",
    revoked: !store && url.searchParams.get("revocado") === "1",
  };
}

export async function handleStaffPost(request: Request, form: FormData, limits: Limits): Promise<ReceptionOutcome> {
  const intent = form.get("intent");
  if (intent === "signin") return signIn("staff", form, limits, "/recepcion/atencion");
  if (intent === "signout")
    return { kind: "redirect", location: "/recepcion/atencion", cookie: clearAccessCookie("staff") };
  const agencyId = await cookieStore("staff", request);
  if (agencyId === null) return { kind: "redirect", location: "/recepcion/atencion" };
  if (intent === "revoke") {
    // Every kiosk, display and call page of the store must be opened again with the PIN (a lost tablet, say).
    await revokeStoreAccess(getDb(), agencyId);
    return { kind: "redirect", location: "/recepcion/atencion?revocado=1", cookie: clearAccessCookie("staff") };
  }
  const desk = DeskSchema.safeParse(form.get("desk"));
  if (!desk.success)
    return { kind: "failure", status: 400, failure: { message: "Elige el módulo.", errors: fieldErrors(desk.error) } };
  const number = await callNext(getDb(), agencyId, desk.data);
  return { kind: "redirect", location: `/recepcion/atencion?llamado=${String(number ?? 0)}` };
}
