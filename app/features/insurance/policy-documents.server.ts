import type { Db } from "#db";
import { policyCertificateFrame, renderPolicyCertificate } from "./policy-certificate.server.ts";
import { readPolicyForViewer } from "./policy-queries.server.ts";

export type PolicyDocument = { content: Uint8Array; fileName: string };

/**
 * The certificate as of now (paid once the payment is approved), for the policy's viewers only; null for anyone else
 * and for a policy that never took effect (its code expired unpaid, or it was cancelled).
 */
export async function policyCertificate(
  db: Db,
  policyNumber: string,
  viewer: { accessToken: string | null; userId: string | null },
): Promise<PolicyDocument | null> {
  const policy = await readPolicyForViewer(db, policyNumber, viewer);
  if (!policy || policy.state === "expired" || policy.state === "cancelled") return null;
  const content = await renderPolicyCertificate(policy, await policyCertificateFrame(db, policy));
  return { content, fileName: `certificado-${policy.policyNumber}.pdf` };
}
