import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField, DateField } from "#app/components/ui/native-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { formatLimaDateTime } from "#app/features/complaints/index.ts";
import { paperSheetMark, STATUS_LABELS } from "#app/features/complaints/index.ts";
import { cardClass, StaffHeading } from "#app/features/staff/staff-frame.tsx";
import type { DeadlineTone } from "./complaint-deadline.ts";
import type { ComplaintFilters } from "./complaint-desk-schemas.ts";
import type { DeskRow } from "./complaint-desk.server.ts";

export const TONE_CLASSES: Record<DeadlineTone, string> = {
  green: "bg-green-100 text-green-900 border-green-700",
  amber: "bg-amber-100 text-amber-900 border-amber-600",
  red: "bg-red-100 text-red-900 border-danger",
  answered: "bg-slate-100 text-slate-800 border-slate-400",
};

const STATUS_OPTIONS = [
  { id: "abiertas", label: "Por responder" },
  { id: "recibido", label: STATUS_LABELS.recibido },
  { id: "en_atencion", label: STATUS_LABELS.en_atencion },
  { id: "respondido", label: STATUS_LABELS.respondido },
];

type Props = {
  filters: ComplaintFilters;
  /** Why the filters were not applied; null when they were. */
  invalid: string | null;
  list: { page: number; total: number; pageSize: number; rows: DeskRow[] };
  canExport: boolean;
  /** Whether the user may enter a sheet of a store's physical book. */
  canEnterPaper: boolean;
  query: string;
};

/** The desk's list: filters (a GET form), the sheets with their deadline colour, pages, and the export. */
export function ComplaintsDeskPage({ filters, invalid, list, canExport, canEnterPaper, query }: Props) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageLink = (page: number) => {
    const params = new URLSearchParams(query);
    params.set("pagina", String(page));
    return `?${params.toString()}`;
  };
  return (
    <>
      <StaffHeading
        title="Libro de reclamaciones"
        lead="Plazo legal de respuesta: 15 días hábiles. En verde, más de 5 días hábiles; en ámbar, 5 o menos; en rojo, vencidas."
      >
        {canEnterPaper ? (
          <Link to="/gestion/reclamos/hoja-fisica" className="font-semibold text-brand-700 underline">
            Registrar hoja física
          </Link>
        ) : null}
      </StaffHeading>
      <Form method="get" className={`${cardClass} mb-6 grid items-end gap-4 md:grid-cols-3 xl:grid-cols-6`}>
        {invalid ? (
          <p role="alert" className="text-danger md:col-span-3 xl:col-span-6">
            {invalid}
          </p>
        ) : null}
        <SelectField
          label="Estado"
          name="estado"
          options={STATUS_OPTIONS}
          placeholder="Todos"
          defaultValue={filters.estado}
        />
        <SelectField
          label="Canal"
          name="canal"
          options={[
            { id: "virtual", label: "Tienda virtual" },
            { id: "agency", label: "Agencias" },
          ]}
          placeholder="Todos"
          defaultValue={filters.canal}
        />
        <SelectField
          label="Tipo"
          name="tipo"
          options={[
            { id: "reclamo", label: "Reclamo" },
            { id: "queja", label: "Queja" },
          ]}
          placeholder="Todos"
          defaultValue={filters.tipo}
        />
        <DateField label="Registradas desde" name="desde" defaultValue={filters.desde} />
        <DateField label="Hasta" name="hasta" defaultValue={filters.hasta} />
        <TextField
          label="Buscar"
          name="q"
          description="Hoja, nombre, correo o documento"
          defaultValue={filters.q ?? ""}
        />
        <div className="flex gap-3 md:col-span-3 xl:col-span-6">
          <Button type="submit" variant="primary">
            Filtrar
          </Button>
          <Link to="/gestion/reclamos" className="self-center font-semibold text-brand-700 underline">
            Quitar filtros
          </Link>
        </div>
      </Form>
      {list.rows.length === 0 ? (
        <p className={cardClass}>No hay hojas que coincidan con los filtros.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Hojas de reclamación, ordenadas por plazo</caption>
            <thead className="bg-surface">
              <tr>
                {["Hoja", "Registrada", "Consumidor", "Tipo", "Tienda", "Estado", "Plazo"].map((label) => (
                  <th key={label} scope="col" className="border-b border-slate-300 px-3 py-2 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.sheetNumber} className="border-b border-slate-200">
                  <td className="px-3 py-2">
                    <Link
                      to={`/gestion/reclamos/${row.sheetNumber}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      {row.sheetNumber}
                    </Link>
                    {row.paperSheetNumber ? (
                      <span className="block text-muted">{paperSheetMark(row.paperSheetNumber)}</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">{formatLimaDateTime(row.filedAt)}</td>
                  <td className="px-3 py-2">{row.consumer}</td>
                  <td className="px-3 py-2">{row.kind === "reclamo" ? "Reclamo" : "Queja"}</td>
                  <td className="px-3 py-2">{row.storeName}</td>
                  <td className="px-3 py-2">{STATUS_LABELS[row.status]}</td>
                  <td className="px-3 py-2">
                    <span
                      className={`inline-block rounded-full border px-2 py-0.5 font-semibold ${TONE_CLASSES[row.tone]}`}
                    >
                      {row.deadline}
                    </span>{" "}
                    <span className="text-muted">({row.answerDueOn})</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Páginas" className="mt-4 flex items-center gap-4">
        <span>
          Página {list.page} de {pages} · {list.total} hojas
        </span>
        {list.page > 1 ? (
          <Link to={pageLink(list.page - 1)} className="font-semibold text-brand-700 underline">
            Anterior
          </Link>
        ) : null}
        {list.page < pages ? (
          <Link to={pageLink(list.page + 1)} className="font-semibold text-brand-700 underline">
            Siguiente
          </Link>
        ) : null}
      </nav>
      {canExport ? <ExportForm /> : null}
    </>
  );
}

function ExportForm() {
  return (
    <form
      method="get"
      action="/gestion/reclamos/exportar"
      className={`${cardClass} mt-8 flex flex-wrap items-end gap-4`}
    >
      <h2 className="w-full text-lg font-bold">Exportar para INDECOPI (CSV)</h2>
      <DateField label="Registradas desde" name="desde" isRequired />
      <DateField label="Hasta" name="hasta" isRequired />
      <Button type="submit" variant="secondary">
        Descargar CSV
      </Button>
    </form>
  );
}
