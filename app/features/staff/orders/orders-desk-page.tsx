import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { DateField, SelectField } from "#app/components/ui/native-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { formatLimaDateTime } from "#app/features/complaints/index.ts";
import { ORDER_STATE_LABELS } from "#app/features/orders/index.ts";
import { cardClass, StaffHeading } from "#app/features/staff/staff-frame.tsx";
import type { OrderDeskRow } from "./order-desk-queries.server.ts";
import { ORDER_STATE_IDS, PRODUCT_IDS } from "./order-desk-constants.ts";
import type { OrderFilters } from "./order-desk-schemas.ts";

export const PRODUCT_LABELS: Record<(typeof PRODUCT_IDS)[number], string> = {
  flight: "Vuelo",
  insurance: "Seguro",
  hotel: "Hotel",
  package: "Paquete",
};

type Props = {
  filters: OrderFilters;
  /** Why the filters were not applied; null when they were. */
  invalid: string | null;
  list: { page: number; total: number; pageSize: number; rows: OrderDeskRow[] };
  query: string;
};

/** The orders desk's list: the filters (a GET form), a page of orders, and the pages. */
export function OrdersDeskPage({ filters, invalid, list, query }: Props) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageLink = (page: number) => {
    const params = new URLSearchParams(query);
    params.set("pagina", String(page));
    return `?${params.toString()}`;
  };
  return (
    <>
      <StaffHeading
        title="Pedidos"
        lead="Busca por código, correo, documento o nombre del viajero, producto, fechas y estado."
      />
      <Form method="get" className={`${cardClass} mb-6 grid items-end gap-4 md:grid-cols-3 xl:grid-cols-4`}>
        {invalid ? (
          <p role="alert" className="text-danger md:col-span-3 xl:col-span-4">
            {invalid}
          </p>
        ) : null}
        <TextField label="Código del pedido" name="codigo" maxLength={6} defaultValue={filters.codigo ?? ""} />
        <TextField label="Correo" name="correo" type="email" defaultValue={filters.correo ?? ""} />
        <TextField label="Documento del viajero" name="documento" defaultValue={filters.documento ?? ""} />
        <TextField label="Nombre del viajero" name="viajero" defaultValue={filters.viajero ?? ""} />
        <SelectField
          label="Producto"
          name="producto"
          placeholder="Todos"
          options={PRODUCT_IDS.map((id) => ({ id, label: PRODUCT_LABELS[id] }))}
          defaultValue={filters.producto}
        />
        <SelectField
          label="Estado"
          name="estado"
          placeholder="Todos"
          options={ORDER_STATE_IDS.map((id) => ({ id, label: ORDER_STATE_LABELS[id] }))}
          defaultValue={filters.estado}
        />
        <DateField label="Creados desde" name="desde" defaultValue={filters.desde} />
        <DateField label="Hasta" name="hasta" defaultValue={filters.hasta} />
        <div className="flex gap-3 md:col-span-3 xl:col-span-4">
          <Button type="submit" variant="primary">
            Buscar
          </Button>
          <Link to="/gestion/pedidos" className="self-center font-semibold text-brand-700 underline">
            Quitar filtros
          </Link>
        </div>
      </Form>
      {list.rows.length === 0 ? (
        <p className={cardClass}>No hay pedidos que coincidan con los filtros.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Pedidos, los más recientes primero</caption>
            <thead className="bg-surface">
              <tr>
                {["Pedido", "Creado", "Estado", "Productos", "Contacto", "Viajeros"].map((label) => (
                  <th key={label} scope="col" className="border-b border-slate-300 px-3 py-2 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.code} className="border-b border-slate-200">
                  <td className="px-3 py-2">
                    <Link to={`/gestion/pedidos/${row.code}`} className="font-semibold text-brand-700 underline">
                      {row.code}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{formatLimaDateTime(row.createdAt)}</td>
                  <td className="px-3 py-2">{ORDER_STATE_LABELS[row.state]}</td>
                  <td className="px-3 py-2">
                    {row.products.map((product) => PRODUCT_LABELS[product as keyof typeof PRODUCT_LABELS]).join(", ")}
                  </td>
                  <td className="px-3 py-2">
                    {row.contactName}
                    <span className="block text-muted">{row.email}</span>
                  </td>
                  <td className="px-3 py-2">{row.travellers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Páginas" className="mt-4 flex items-center gap-4">
        <span>
          Página {list.page} de {pages} · {list.total} pedidos
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
    </>
  );
}
