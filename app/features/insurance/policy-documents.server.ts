import type { Db } from "#db";
import type { InsuranceOrderRead } from "./insurance-order-access.server.ts";
import { orderCertificateFrame, renderPolicyCertificate } from "./policy-certificate.server.ts";
import { toPolicyView } from "./policy-queries.server.ts";

export type PolicyDocument = { content: Uint8Array; fileName: string };

/**
 * The certificate as of now (paid once the order is paid), for a reader insurance-order-access.server.ts let in;
 * null for a policy that never took effect (its code expired unpaid, or it was cancelled).
 */
export async function policyCertificate(db: Db, read: InsuranceOrderRead): Promise<PolicyDocument | null> {
  const policy = await toPolicyView(db, read.policy, read.order);
  if (policy.state === "expired" || policy.state === "cancelled") return null;
  const content = await renderPolicyCertificate(policy, await orderCertificateFrame(db, read.order));
  return { content, fileName: `certificado-${policy.policyNumber}.pdf` };
}
