/** /perfil/mis-reservas: the signed-in user's bookings (upcoming first), one opened, and the cancel post. */
import { getDb } from "#db";
import { AppError } from "#server/errors.ts";
import { cancelBooking, listBookingsOfUser } from "./booking-service.server.ts";

export async function profileBookings(userId: string, url: URL) {
  const bookings = await listBookingsOfUser(getDb(), userId);
  const selectedId = url.searchParams.get("reserva");
  const selected = bookings.find((booking) => booking.id === selectedId) ?? null;
  return { bookings, selected, confirmingCancel: selected !== null && url.searchParams.get("cancelar") === "1" };
}

export type ProfileCancelOutcome = { ok: true; location: string } | { ok: false; message: string };

export async function cancelProfileBooking(userId: string, form: FormData): Promise<ProfileCancelOutcome> {
  const id = form.get("bookingId");
  if (form.get("intent") !== "cancel" || typeof id !== "string") {
    return { ok: false, message: "No pudimos procesar la solicitud." };
  }
  try {
    await cancelBooking(getDb(), id, { kind: "user", userId }, "customer");
  } catch (error) {
    if (error instanceof AppError && (error.code === "CONFLICT" || error.code === "NOT_FOUND")) {
      return { ok: false, message: error.message };
    }
    throw error;
  }
  return { ok: true, location: `/perfil/mis-reservas?reserva=${encodeURIComponent(id)}&aviso=anulada` };
}
