import QRCode from "qrcode";
import { createContext } from "react-router";
import { brand } from "#app/config/brand.ts";
import { pendingTotpSecret } from "./staff-auth.server.ts";
import type { StaffSession } from "./staff-session.server.ts";
import { otpauthUri } from "./totp.server.ts";

/**
 * Set by the enrolment's action when the code was accepted. A document post (no JavaScript, or a click before
 * hydration) then runs the loader in the same request with the old cookie, whose session the enrolment just ended.
 */
export const enrolmentCompleted = createContext<boolean>(false);

/** What the enrolment page shows: the QR code of the otpauth URI and the secret to type by hand. */
export async function enrolmentOf(session: StaffSession) {
  const secret = await pendingTotpSecret(session);
  const uri = otpauthUri(secret, session.staff.email, `${brand.name} Gestión`);
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    email: session.staff.email,
    secret,
    qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}
