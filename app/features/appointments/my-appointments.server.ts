/** The server side of /tuscitas: the visitor's appointments, the look-up, cancelling and rescheduling. */
import { getDb } from "#db";
import type { LimitAttempt } from "#request-context";
import { isAppError } from "#server/errors.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import {
  clearGrantCookie,
  grantCookie,
  grantedAppointmentId,
  lookupAppointment,
  mayManage,
} from "./appointment-access.server.ts";
import { formatTime, formatWhen } from "./appointment-format.ts";
import { dayView, type DayView } from "./appointment-page.server.ts";
import {
  appointmentById,
  appointmentsOfUser,
  findLocation,
  type AppointmentRow,
} from "./appointment-queries.server.ts";
import { REASON_LABELS } from "./appointment-rules.ts";
import { RescheduleSchema } from "./appointment-schemas.ts";
import { cancelAppointment, dayAvailability, rescheduleAppointment } from "./appointment-service.server.ts";

export type AppointmentView = {
  id: string;
  code: string;
  status: "Confirmada" | "Cancelada" | "Atendida en tienda" | "Finalizada";
  reason: string;
  when: string;
  place: string;
  videoUrl: string | null;
  name: string;
  changeable: boolean;
};

async function viewOf(row: AppointmentRow, now: Date): Promise<AppointmentView> {
  const location = await findLocation(getDb(), row.locationKey);
  const upcoming = row.startsAt > now;
  const status =
    row.status === "cancelled"
      ? "Cancelada"
      : row.status === "checked_in"
        ? "Atendida en tienda"
        : upcoming
          ? "Confirmada"
          : "Finalizada";
  return {
    id: row.id,
    code: row.code,
    status,
    reason: REASON_LABELS[row.reason],
    when: formatWhen(row.startsAt),
    place: location?.address ? `${location.label}, ${location.address}` : (location?.label ?? "Kuntur Viajes"),
    videoUrl: row.videoUrl,
    name: `${row.firstName} ${row.lastName}`,
    changeable: row.status === "booked" && upcoming,
  };
}

const NOTICES: Record<string, string> = {
  reservada: "¡Listo! Reservamos tu cita y te enviamos la confirmación por correo.",
  reprogramada: "Reprogramamos tu cita y te enviamos los nuevos datos por correo.",
  cancelada: "Cancelamos tu cita. Te enviamos la confirmación por correo.",
};

export type MyAppointmentsData = {
  appointments: AppointmentView[];
  signedIn: boolean;
  notice: string | null;
  confirmingCancel: string | null;
  rescheduling: { id: string; date: string; day: DayView | null; error: string | null } | null;
};

export async function loadMyAppointments(request: Request, userId: string | null): Promise<MyAppointmentsData> {
  const db = getDb();
  const url = new URL(request.url);
  const now = new Date();
  const rows = new Map<string, AppointmentRow>();
  const granted = grantedAppointmentId(request.headers.get("cookie"));
  const grantedRow = granted ? await appointmentById(db, granted) : null;
  if (grantedRow) rows.set(grantedRow.id, grantedRow);
  if (userId) for (const row of await appointmentsOfUser(db, userId, now)) rows.set(row.id, row);
  const appointments = await Promise.all([...rows.values()].map((row) => viewOf(row, now)));
  const manageable = (id: string | null) => (id && appointments.some((a) => a.id === id && a.changeable) ? id : null);
  const rescheduleId = manageable(url.searchParams.get("reprogramar"));
  let rescheduling: MyAppointmentsData["rescheduling"] = null;
  if (rescheduleId) {
    const date = url.searchParams.get("date")?.slice(0, 10) ?? "";
    const parsed = RescheduleSchema.shape.date.safeParse(date);
    const row = rows.get(rescheduleId);
    const availability =
      parsed.success && row ? await dayAvailability(db, { locationKey: row.locationKey, date }) : null;
    rescheduling = {
      id: rescheduleId,
      date,
      day: availability ? dayView(availability.answer, formatTime) : null,
      error: date && !parsed.success ? "Elige un día" : null,
    };
  }
  return {
    appointments,
    signedIn: userId !== null,
    notice: NOTICES[url.searchParams.get("aviso") ?? ""] ?? null,
    confirmingCancel: manageable(url.searchParams.get("cancelar")),
    rescheduling,
  };
}

export type MyAppointmentsFailure = { message: string; errors: Record<string, string>; values: Record<string, string> };

export type MyAppointmentsOutcome =
  | { kind: "redirect"; location: string; cookie?: string }
  | { kind: "failure"; status: number; failure: MyAppointmentsFailure };

export async function handleMyAppointmentsPost(
  request: Request,
  form: FormData,
  options: { userId: string | null; limitAttempt: LimitAttempt; clientIp: string },
): Promise<MyAppointmentsOutcome> {
  const db = getDb();
  const intent = form.get("intent");
  if (intent === "exit") return { kind: "redirect", location: "/tuscitas", cookie: clearGrantCookie() };
  if (intent === "lookup") {
    const outcome = await lookupAppointment(db, form, options);
    if (!outcome.ok) {
      const status = Object.keys(outcome.errors).length > 0 ? 400 : 200;
      return { kind: "failure", status, failure: outcome };
    }
    return { kind: "redirect", location: "/tuscitas", cookie: grantCookie(outcome.appointmentId) };
  }
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  const id = text("id", 40);
  const viewer = { cookieHeader: request.headers.get("cookie"), userId: options.userId };
  if (!/^[0-9a-f-]{36}$/.test(id) || !(await mayManage(db, id, viewer)))
    return { kind: "redirect", location: "/tuscitas" };
  try {
    if (intent === "cancel") {
      await cancelAppointment(db, id);
      return { kind: "redirect", location: "/tuscitas?aviso=cancelada" };
    }
    if (intent === "reschedule") {
      const values = { date: text("date", 10), time: text("time", 5) };
      const parsed = RescheduleSchema.safeParse(values);
      if (!parsed.success) {
        return {
          kind: "failure",
          status: 400,
          failure: { message: "Elige un horario.", errors: fieldErrors(parsed.error), values },
        };
      }
      await rescheduleAppointment(db, id, parsed.data);
      return { kind: "redirect", location: "/tuscitas?aviso=reprogramada" };
    }
  } catch (error) {
    if (isAppError(error) && error.code === "CONFLICT") {
      return { kind: "failure", status: 409, failure: { message: error.message, errors: {}, values: {} } };
    }
    throw error;
  }
  return { kind: "redirect", location: "/tuscitas" };
}
