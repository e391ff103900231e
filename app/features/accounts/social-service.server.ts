import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#db";
import { AppError } from "#server/errors.ts";
import { users } from "#server/db/schema/accounts.ts";
import type { GoogleIdentity } from "./google-oidc.server.ts";

export const SOCIAL_MESSAGES = {
  unverified: "Tu correo de Google no está verificado. Verifícalo en Google o crea una cuenta con tu correo.",
  otherGoogleAccount: "Este correo ya está vinculado a otra cuenta de Google.",
} as const;

/**
 * Signs in with a verified Google identity (SPEC 3: SocialNetwork 'G', IdSocialNetwork = subject id). First use
 * signs up; an existing account with the same e-mail is linked, because Google vouches for the address. If that
 * account never confirmed its e-mail, its password is dropped: whoever chose it never proved the inbox was theirs.
 */
export async function signInWithGoogle(db: Db, identity: GoogleIdentity): Promise<{ userId: string }> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.socialNetwork, "G"), eq(users.idSocialNetwork, identity.sub), isNull(users.deletedAt)));
    if (linked) return { userId: linked.id };
    if (!identity.emailVerified) throw new AppError("FORBIDDEN", SOCIAL_MESSAGES.unverified, { reason: "unverified" });

    const [existing] = await tx
      .select()
      .from(users)
      .where(and(eq(users.email, identity.email), isNull(users.deletedAt)));
    if (existing) {
      if (existing.socialNetwork === "G" && existing.idSocialNetwork !== identity.sub) {
        throw new AppError("CONFLICT", SOCIAL_MESSAGES.otherGoogleAccount, { reason: "other_google_account" });
      }
      await tx
        .update(users)
        .set({
          socialNetwork: "G",
          idSocialNetwork: identity.sub,
          image: existing.image ?? identity.picture,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          ...(existing.emailVerifiedAt ? {} : { passwordHash: null }),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, existing.id));
      return { userId: existing.id };
    }

    const [created] = await tx
      .insert(users)
      .values({
        email: identity.email,
        isPerson: true,
        firstName: (identity.givenName || identity.email.split("@")[0] || "Viajero").slice(0, 50),
        fatherLastname: identity.familyName.slice(0, 50),
        socialNetwork: "G",
        idSocialNetwork: identity.sub,
        image: identity.picture,
        emailVerifiedAt: sql`now()`,
      })
      .returning({ id: users.id });
    if (!created) throw new AppError("INTERNAL");
    return { userId: created.id };
  });
}
