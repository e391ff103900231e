import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "#db";
import { orders } from "#server/db/schema/orders.ts";
import type { OrderFilters } from "./order-desk-schemas.ts";

export const ORDERS_PAGE_SIZE = 25;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filtersOf(filters: OrderFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.codigo) where.push(ilike(orders.code, `${escapeLike(filters.codigo)}%`));
  if (filters.correo) where.push(ilike(orders.contactEmail, `%${escapeLike(filters.correo)}%`));
  if (filters.documento) {
    where.push(sql`exists (select 1 from jsonb_array_elements(${orders.travellers}) as t
      where t->>'documentNumber' = ${filters.documento})`);
  }
  if (filters.viajero) {
    const like = `%${escapeLike(filters.viajero)}%`;
    where.push(sql`exists (select 1 from jsonb_array_elements(${orders.travellers}) as t
      where (t->>'firstName') || ' ' || (t->>'lastName') ilike ${like})`);
  }
  if (filters.producto) {
    where.push(sql`exists (select 1 from order_items as i
      where i.order_id = "orders"."id" and i.product = ${filters.producto})`);
  }
  if (filters.estado) where.push(eq(orders.state, filters.estado));
  if (filters.desde) {
    where.push(gte(orders.createdAt, sql`(${filters.desde}::date)::timestamp at time zone 'America/Lima'`));
  }
  if (filters.hasta) {
    where.push(lt(orders.createdAt, sql`(${filters.hasta}::date + 1)::timestamp at time zone 'America/Lima'`));
  }
  return where;
}

export type OrderDeskRow = {
  code: string;
  createdAt: string;
  state: (typeof orders.$inferSelect)["state"];
  email: string;
  contactName: string;
  travellers: number;
  products: string[];
};

/** A page of orders matching the filters, newest first, with the total count. */
export async function searchOrders(filters: OrderFilters, db: Db = getDb()) {
  const where = and(...filtersOf(filters));
  const page = filters.pagina ?? 1;
  const rows = await db
    .select({
      code: orders.code,
      createdAt: orders.createdAt,
      state: orders.state,
      email: orders.contactEmail,
      contact: orders.contact,
      travellers: sql<number | string>`jsonb_array_length(${orders.travellers})`,
      products: sql<string[]>`array(select i.product from order_items as i
        where i.order_id = "orders"."id" order by i.position)`,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
  const [total] = await db.select({ value: count() }).from(orders).where(where);
  return {
    page,
    total: total?.value ?? 0,
    pageSize: ORDERS_PAGE_SIZE,
    rows: rows.map((row): OrderDeskRow => ({
      code: row.code,
      createdAt: row.createdAt.toISOString(),
      state: row.state,
      email: row.email,
      contactName: `${row.contact.firstName} ${row.contact.lastName}`,
      travellers: Number(row.travellers),
      products: row.products,
    })),
  };
}

/** The order's id for its code (case-insensitive), or null. */
export async function orderIdByCode(code: string, db: Db = getDb()): Promise<string | null> {
  if (!/^[A-Za-z0-9]{6}$/.test(code)) return null;
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.code, code.toUpperCase()));
  return row?.id ?? null;
}
