import { randomBytes } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { expect, test } from "@playwright/test";
import { EXPIRE_ORDER_JOB } from "#app/features/orders/index.server.ts";
import { adult, inventoryRow, leaveSeats } from "#tests/support/flight-fixture.ts";
import { COOKIE as SESSION_COOKIE } from "#tests/support/auth-test-helpers.ts";
import { bookingEvents, bookings } from "#server/db/schema/bookings.ts";
import { orders } from "#server/db/schema/orders.ts";
import { scheduledJobs } from "#server/db/schema/platform.ts";
import { READY_DEADLINE_MS } from "#tests/e2e/own-server.ts";
import { confirmedAccount, signIn } from "./accounts.ts";
import { directOffer, newVisitor, openCheckout, send, submitPassengers, type Node } from "./http-visitor.ts";
import { AUTH_LIMIT, clusterOutput, startCluster, unreachable, type Cluster } from "./instances.ts";
import { expectPaidOnce, payOnOneNotifyOnOther } from "./payment-steps.ts";
import { enrolledAdministrator, staffHomeOf, staffSignIn } from "./staff.ts";

// Several instances (issue 29): two production servers on one PostgreSQL database and one Redis, every fact proven
// with requests to both. The servers start once; the tests run one after the other in one worker.
const PORTS: [number, number] = [Number(process.env.E2E_PORT ?? 3210) + 20, Number(process.env.E2E_PORT ?? 3210) + 21];
const run = randomBytes(4).toString("hex");

let cluster: Cluster | undefined;
let a: Node;
let b: Node;
const nodes = () => [a, b] as const;
const db = () => {
  if (!cluster) throw new Error("the cluster did not start");
  return cluster.db;
};

test.beforeAll(async ({ playwright }) => {
  const reason = await unreachable();
  test.skip(reason !== null, `scale-out needs PostgreSQL and Redis: ${reason ?? ""}`);
  test.setTimeout(READY_DEADLINE_MS + 60_000);
  cluster = await startCluster(PORTS);
  a = { name: "A", url: cluster.a.url, api: await playwright.request.newContext({ baseURL: cluster.a.url }) };
  b = { name: "B", url: cluster.b.url, api: await playwright.request.newContext({ baseURL: cluster.b.url }) };
});

test.afterAll(async () => {
  for (const node of [a, b] as Array<Node | undefined>) await node?.api.dispose();
  await cluster?.stop();
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (cluster && testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach("servers", { body: clusterOutput(cluster), contentType: "text/plain" });
  }
});

test("a session made on one instance is valid on the other; signing out on one signs out on both", async () => {
  const account = await confirmedAccount(db(), a, b);
  const visitor = newVisitor();
  await signIn(a, visitor, account);
  const token = visitor.cookies.get(SESSION_COOKIE);
  expect(token).toBeTruthy();
  for (const node of nodes()) {
    const session = await send(node, visitor, "GET", "/api/v1/auth/session");
    expect(((await session.json()) as { user: { email: string } | null }).user?.email, node.name).toBe(account.email);
  }
  const profile = await send(b, visitor, "GET", "/perfil/mi-perfil");
  expect(profile.status()).toBe(200);
  expect(await profile.text()).toContain(account.email);

  expect((await send(b, visitor, "POST", "/api/v1/auth/logout", { json: {} })).status()).toBe(200);
  expect(visitor.cookies.has(SESSION_COOKIE)).toBe(false);
  // The old cookie, kept by a stale tab or a thief, opens nothing on either instance.
  const stale = newVisitor();
  stale.cookies.set(SESSION_COOKIE, token ?? "");
  for (const node of nodes()) {
    const session = await send(node, stale, "GET", "/api/v1/auth/session");
    expect(((await session.json()) as { user: unknown }).user, node.name).toBeNull();
    expect((await send(node, stale, "GET", "/api/v1/me")).status(), node.name).toBe(401);
  }
});

test("a staff member enrols on one instance and signs in with the app's code on the other; the session works on both", async () => {
  // The second factor's secret is sealed on A and opened on B: both derive the key from the shared secrets.
  const { member, visitor: enrolled } = await enrolledAdministrator(db(), a, b);
  expect(await staffHomeOf(a, enrolled)).toContain(`Hola, ${member.name}`);

  const visitor = await staffSignIn(b, a, member);
  for (const node of nodes()) expect(await staffHomeOf(node, visitor), node.name).toContain(`Hola, ${member.name}`);
  const staffPage = await send(a, visitor, "GET", "/gestion/personal");
  expect(await staffPage.text()).toContain(member.email);
});

test("a rate limit counts the requests to both instances together", async () => {
  const statuses: number[] = [];
  const remaining: string[] = [];
  for (let n = 0; n < AUTH_LIMIT + 2; n++) {
    const node = n % 2 === 0 ? a : b;
    const response = await send(node, newVisitor(), "POST", "/api/v1/auth/password-recovery", {
      json: { email: `nadie.${run}.${String(n)}@ejemplo.pe` },
    });
    statuses.push(response.status());
    remaining.push(response.headers()["x-ratelimit-remaining"] ?? "");
  }
  // One counter for the client's address, whichever instance answers: each instance alone would allow AUTH_LIMIT.
  expect(statuses).toEqual([...Array<number>(AUTH_LIMIT).fill(200), 429, 429]);
  expect(remaining.slice(0, AUTH_LIMIT)).toEqual(
    Array.from({ length: AUTH_LIMIT }, (_, n) => String(AUTH_LIMIT - 1 - n)),
  );
});

test("the last 5 seats of a flight: 100 concurrent holds split over both instances give exactly 5", async () => {
  const email = `carrera.${run}@ejemplo.pe`;
  const offer = await directOffer(a, "CUZ", 40);
  const visitors = Array.from({ length: 100 }, () => newVisitor());
  await Promise.all(visitors.map((visitor, n) => openCheckout(nodes()[n % 2] ?? a, visitor, offer)));
  await leaveSeats(db(), offer, 150, 5);

  const responses = await Promise.all(
    visitors.map((visitor, n) => submitPassengers(nodes()[n % 2] ?? a, visitor, 1000 + n, email)),
  );
  const statuses = responses.map((response) => response.status());
  // A hold goes on to the review step; a refusal stays on the page and says the seats are gone.
  expect(statuses.filter((status) => status === 302)).toHaveLength(5);
  expect(statuses.filter((status) => status === 200)).toHaveLength(95);
  expect(await inventoryRow(db(), offer)).toMatchObject({ capacity: 150, sold: 145, held: 5 });
  const [held] = await db().select({ n: count() }).from(bookings).where(eq(bookings.contactEmail, email));
  expect(held?.n).toBe(5);
});

test("hold expiry jobs run exactly once each, whichever instance claims them", async () => {
  const email = `vencimiento.${run}@ejemplo.pe`;
  const offer = await directOffer(b, "AQP", 41);
  const visitors = Array.from({ length: 6 }, () => newVisitor());
  for (const [n, visitor] of visitors.entries()) {
    const node = nodes()[n % 2] ?? a;
    await openCheckout(node, visitor, offer);
    expect((await submitPassengers(node, visitor, 2000 + n, email)).status()).toBe(302);
  }
  const rows = await db().select({ id: bookings.id }).from(bookings).where(eq(bookings.contactEmail, email));
  expect(rows).toHaveLength(6);
  const heldBefore = (await inventoryRow(db(), offer))?.held ?? 0;
  // Five holds lapse now, together; the sixth keeps its time and shows that no seat is given back twice.
  const lapsing = rows.slice(0, 5).map((row) => row.id);
  const keys = lapsing.map((id) => `${EXPIRE_ORDER_JOB}:${id}`);
  await db().transaction(async (tx) => {
    const lapsed = new Date(Date.now() - 1000);
    await tx.update(bookings).set({ holdExpiresAt: lapsed }).where(inArray(bookings.id, lapsing));
    await tx.update(orders).set({ holdExpiresAt: lapsed }).where(inArray(orders.id, lapsing));
    await tx.update(scheduledJobs).set({ runAt: new Date() }).where(inArray(scheduledJobs.key, keys));
  });
  await expect
    .poll(async () => {
      const jobs = await db().select().from(scheduledJobs).where(inArray(scheduledJobs.key, keys));
      return jobs.map((job) => `${job.status}/${String(job.attempts)}`);
    })
    .toEqual(Array<string>(5).fill("done/1"));

  const events = await db()
    .select({ n: count() })
    .from(bookingEvents)
    .where(and(inArray(bookingEvents.bookingId, lapsing), eq(bookingEvents.toState, "expired")))
    .groupBy(bookingEvents.bookingId);
  expect(events.map((row) => row.n)).toEqual([1, 1, 1, 1, 1]);
  expect((await inventoryRow(db(), offer))?.held).toBe(heldBefore - 5);
  const [kept] = await db()
    .select({ state: bookings.state })
    .from(bookings)
    .where(eq(bookings.id, rows[5]?.id ?? ""));
  expect(kept?.state).toBe("held");
});

test("a payment started on one instance and notified to the other completes the order once", async () => {
  const paid = await payOnOneNotifyOnOther(db(), a, b, `pago.${run}@ejemplo.pe`);
  await expectPaidOnce(db(), paid);
  for (const node of nodes()) {
    const page = await send(node, paid.buyer, "GET", `/booking/confirmacion?reserva=${paid.bookingId}`);
    expect(await page.text(), node.name).toContain("¡Todo listo para tu vuelo!");
  }
});

test("the page cache never serves one visitor's private page to another", async () => {
  const account = await confirmedAccount(db(), b, a);
  const member = newVisitor();
  await signIn(b, member, account);
  const anonymous = newVisitor();
  const greeting = `Cuenta de ${account.firstName}`;
  // An anonymous copy of the home is cached on each instance; a signed-in visitor still gets their own page.
  for (const node of nodes()) {
    await send(node, anonymous, "GET", "/");
    expect((await send(node, anonymous, "GET", "/")).headers()["x-page-cache"], node.name).toBe("hit");
    const own = await send(node, member, "GET", "/");
    expect(own.headers()["x-page-cache"], node.name).toBeUndefined();
    expect(await own.text(), node.name).toContain(greeting);
  }
  // A signed-in visitor's page is never stored: anonymous visitors after them get the anonymous page.
  for (const path of ["/vuelos", "/nuestras-agencias"]) {
    for (const node of nodes()) expect(await (await send(node, member, "GET", path)).text()).toContain(greeting);
    for (const node of nodes()) {
      const page = await send(node, anonymous, "GET", path);
      expect(await page.text(), `${node.name} ${path}`).not.toContain(account.firstName);
    }
  }
  // A guest's checkout (a cookie other than the session's): its pages stay the guest's on both instances.
  const guest = newVisitor();
  const offer = await directOffer(a, "PIU", 42);
  await openCheckout(a, guest, offer);
  expect((await submitPassengers(b, guest, 3000, `privado.${run}@ejemplo.pe`)).status()).toBe(302);
  const traveller = adult(3000).lastName;
  for (const node of nodes()) {
    const own = await send(node, guest, "GET", "/booking");
    expect(own.headers()["cache-control"], node.name).toBe("private, no-store");
    expect(await own.text(), node.name).toContain(traveller);
  }
  for (const node of nodes()) {
    const other = await send(node, anonymous, "GET", "/booking");
    expect(other.status(), node.name).toBe(302);
    expect(await other.text(), node.name).not.toContain(traveller);
  }
});
