import { describe, expect, it } from "vitest";
import { parseFlightResultsQuery } from "#app/features/flights/index.ts";
import {
  readRouteView,
  routeRows,
  routeViewQuery,
  ROUTES_SHOWN,
  visibleRoutes,
  type RouteFare,
} from "./airline-routes.ts";

const places = {
  LIM: { city: "Lima", countryCode: "PE" },
  CUZ: { city: "Cusco", countryCode: "PE" },
  AQP: { city: "Arequipa", countryCode: "PE" },
  MIA: { city: "Miami", countryCode: "US" },
};

const fare = (origin: string, destination: string, totalMinor: number): RouteFare => ({
  carrier: "LA",
  origin,
  destination,
  departureDate: "2026-12-10",
  returnDate: "2026-12-17",
  totalMinor,
});

describe("airline page routes", () => {
  it("splits national and international, from Lima first, then other cities, cheapest first", () => {
    const rows = routeRows(
      [
        fare("CUZ", "LIM", 9000),
        fare("LIM", "AQP", 12000),
        fare("LIM", "CUZ", 10000),
        fare("AQP", "LIM", 8000),
        fare("LIM", "MIA", 50000),
        fare("MIA", "LIM", 48000),
      ],
      places,
      null,
    );
    expect(rows.nacionales.map((row) => `${row.origin}-${row.destination}`)).toEqual([
      "LIM-CUZ",
      "LIM-AQP",
      "AQP-LIM",
      "CUZ-LIM",
    ]);
    expect(rows.internacionales.map((row) => `${row.origin}-${row.destination}`)).toEqual(["LIM-MIA", "MIA-LIM"]);
  });

  it("links each route to its round trip's results narrowed to the airline, priced in US$ and S/", () => {
    const [row] = routeRows([fare("LIM", "CUZ", 10000)], places, "3.7500").nacionales;
    expect(row?.totalPenMinor).toBe(37500);
    const url = new URL(row?.searchUrl ?? "", "https://x.pe");
    expect(url.pathname).toBe("/resultados/vuelos");
    expect(url.searchParams.get("aerolinea")).toBe("LA");
    expect(parseFlightResultsQuery(url.searchParams)).toMatchObject({
      tripType: 0,
      legs: [{ origin: "LIM", destination: "CUZ", date: "2026-12-10" }],
      returnDate: "2026-12-17",
      adults: 1,
      cabinClass: 0,
    });
  });

  it("leaves out a route with an unknown airport, and has no S/ without a rate", () => {
    const rows = routeRows([fare("LIM", "XXX", 1000), fare("LIM", "CUZ", 1000)], places, null);
    expect(rows.nacionales).toHaveLength(1);
    expect(rows.nacionales[0]?.totalPenMinor).toBeNull();
  });

  it("shows 5 rows until 'Ver más', and reads and writes the view from the URL", () => {
    const many = Array.from({ length: 8 }, (_, index) => index);
    expect(visibleRoutes(many, false)).toHaveLength(ROUTES_SHOWN);
    expect(visibleRoutes(many, true)).toHaveLength(8);
    expect(readRouteView(new URLSearchParams(""))).toEqual({ tab: "nacionales", expanded: false });
    expect(readRouteView(new URLSearchParams("rutas=internacionales&ver=todas"))).toEqual({
      tab: "internacionales",
      expanded: true,
    });
    expect(readRouteView(new URLSearchParams("rutas=otra&ver=1"))).toEqual({ tab: "nacionales", expanded: false });
    expect(routeViewQuery({ tab: "nacionales", expanded: false })).toBe("");
    expect(routeViewQuery({ tab: "internacionales", expanded: true })).toBe("?rutas=internacionales&ver=todas");
  });
});
