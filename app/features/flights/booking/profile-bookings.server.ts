/** /perfil/mis-reservas: the signed-in user's bookings (upcoming first), one opened, and the cancel post. */
import { getDb } from "#db";
import { AppError } from "#server/errors.ts";
import { bookingAccountOf } from "./booking-money.server.ts";
import type { BookingAccount } from "./booking-money.ts";
import { cancelBooking, listBookingsOfUser } from "./booking-service.server.ts";

/** The user's bookings (also those made with the account's verified e-mail before sign-up), each with its money. */
export async function profileBookings(userId: string, url: URL) {
  const db = getDb();
  const bookings = await listBookingsOfUser(db, userId);
  const accounts: Record<string, BookingAccount> = {};
  for (const booking of bookings) {
    const account = await bookingAccountOf(db, booking.id);
    if (account) accounts[booking.id] = account;
  }
  const selectedId = url.searchParams.get("reserva");
  const selected = bookings.find((booking) => booking.id === selectedId) ?? null;
  return {
    bookings,
    accounts,
    selected,
    confirmingCancel: selected !== null && url.searchParams.get("cancelar") === "1",
  };
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
