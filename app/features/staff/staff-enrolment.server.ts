import QRCode from "qrcode";
import { brand } from "#app/config/brand.ts";
import { pendingTotpSecret } from "./staff-auth.server.ts";
import type { StaffSession } from "./staff-session.server.ts";
import { otpauthUri } from "./totp.server.ts";

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
