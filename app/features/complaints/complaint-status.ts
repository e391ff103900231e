// The life cycle of a complaint, in one place: recibido -> en atención -> respondido. Every transition is a
// conditional update (WHERE status = expected) recorded with its time and actor (complaints-queries.server.ts).

export const COMPLAINT_STATUSES = ["recibido", "en_atencion", "respondido"] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const STATUS_LABELS: Record<ComplaintStatus, string> = {
  recibido: "Recibido",
  en_atencion: "En atención",
  respondido: "Respondido",
};

const TRANSITIONS: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  recibido: ["en_atencion"],
  en_atencion: ["respondido"],
  respondido: [],
};

export function canTransition(from: ComplaintStatus, to: ComplaintStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses a complaint must be in to move to `to` (the WHERE of the conditional update). */
export function allowedSources(to: ComplaintStatus): ComplaintStatus[] {
  return COMPLAINT_STATUSES.filter((from) => canTransition(from, to));
}
