import { formatLimaDateTime } from "#app/features/complaints/index.ts";

export type AuditItem = {
  id: number;
  at: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
};

const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 1));

/** Audit entries as a table: when, who, what, and the values before and after. */
export function AuditTable({
  entries,
  caption,
  showEntity = false,
}: {
  entries: AuditItem[];
  caption: string;
  showEntity?: boolean;
}) {
  if (entries.length === 0) return <p>Sin cambios registrados.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface">
          <tr>
            {["Fecha", "Quién", "Acción", ...(showEntity ? ["Entidad"] : []), "Antes", "Después"].map((label) => (
              <th key={label} scope="col" className="border-b border-slate-300 px-3 py-2 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-200 align-top">
              <td className="px-3 py-2 whitespace-nowrap">{formatLimaDateTime(entry.at)}</td>
              <td className="px-3 py-2">{entry.actorEmail}</td>
              <td className="px-3 py-2 font-mono">{entry.action}</td>
              {showEntity ? (
                <td className="px-3 py-2 font-mono break-all">
                  {entry.entityType} {entry.entityId}
                </td>
              ) : null}
              <td className="px-3 py-2">
                <pre className="max-w-xs font-mono text-xs whitespace-pre-wrap">{json(entry.before)}</pre>
              </td>
              <td className="px-3 py-2">
                <pre className="max-w-xs font-mono text-xs whitespace-pre-wrap">{json(entry.after)}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
