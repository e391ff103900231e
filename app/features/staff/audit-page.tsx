import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { DateField, SelectField } from "#app/components/ui/native-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { AUDIT_ENTITY_TYPES, type AuditSearchInput } from "./audit-schemas.ts";
import { AuditTable, type AuditItem } from "./audit-trail.tsx";
import { cardClass, StaffHeading } from "./staff-frame.tsx";

/** The administrator's search in the audit trail (newest first, 50 a page). */
export function AuditPage(props: {
  search: AuditSearchInput;
  /** Why the filters were not applied; null when they were. */
  invalid: string | null;
  entries: AuditItem[];
  page: number;
  hasMore: boolean;
  query: string;
}) {
  const pageLink = (page: number) => {
    const params = new URLSearchParams(props.query);
    params.set("pagina", String(page));
    return `?${params.toString()}`;
  };
  return (
    <>
      <StaffHeading
        title="Auditoría"
        lead="Cada cambio hecho en Gestión: quién, cuándo, qué y los valores antes y después. El registro no se puede editar ni borrar."
      />
      <Form method="get" className={`${cardClass} mb-6 grid items-end gap-4 md:grid-cols-4`}>
        {props.invalid ? (
          <p role="alert" className="text-danger md:col-span-4">
            {props.invalid}
          </p>
        ) : null}
        <TextField
          label="Buscar"
          name="q"
          description="Correo de quien cambió, acción o identificador"
          defaultValue={props.search.q ?? ""}
        />
        <SelectField
          label="Entidad"
          name="entidad"
          options={AUDIT_ENTITY_TYPES}
          placeholder="Todas"
          defaultValue={props.search.entidad}
        />
        <DateField label="Desde" name="desde" defaultValue={props.search.desde} />
        <DateField label="Hasta" name="hasta" defaultValue={props.search.hasta} />
        <Button type="submit" variant="primary" className="self-start">
          Buscar
        </Button>
      </Form>
      <AuditTable entries={props.entries} caption="Registro de cambios" showEntity />
      <nav aria-label="Páginas" className="mt-4 flex gap-4">
        <span>Página {props.page}</span>
        {props.page > 1 ? (
          <Link to={pageLink(props.page - 1)} className="font-semibold text-brand-700 underline">
            Anterior
          </Link>
        ) : null}
        {props.hasMore ? (
          <Link to={pageLink(props.page + 1)} className="font-semibold text-brand-700 underline">
            Siguiente
          </Link>
        ) : null}
      </nav>
    </>
  );
}
