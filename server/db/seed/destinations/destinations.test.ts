import { describe, expect, it } from "vitest";
import { resolveSlug } from "#app/features/destinations/destination-slug.ts";
import { DESTINATION_SEEDS } from "./index.ts";
import { NOTE_IMAGES } from "./types.ts";

describe("destination seed content", () => {
  it("has at least 25 pages, domestic and international, with unique slugs and airports", () => {
    expect(DESTINATION_SEEDS.length).toBeGreaterThanOrEqual(25);
    expect(DESTINATION_SEEDS.filter((page) => page.tipo === "NAC").length).toBeGreaterThanOrEqual(15);
    expect(DESTINATION_SEEDS.filter((page) => page.tipo === "INT").length).toBeGreaterThanOrEqual(10);
    expect(new Set(DESTINATION_SEEDS.map((page) => page.slug)).size).toBe(DESTINATION_SEEDS.length);
    expect(new Set(DESTINATION_SEEDS.map((page) => page.iata)).size).toBe(DESTINATION_SEEDS.length);
  });

  it("gives every page valid slug and IATA code, SEO texts of search-result length and a description", () => {
    for (const page of DESTINATION_SEEDS) {
      expect(resolveSlug(page.slug), page.slug).toEqual({ kind: "valid", slug: page.slug });
      expect(page.iata).toMatch(/^[A-Z]{3}$/);
      expect(page.metaTitle.length, page.slug).toBeLessThanOrEqual(60);
      expect(page.metaDescription.length, page.slug).toBeGreaterThanOrEqual(110);
      expect(page.metaDescription.length, page.slug).toBeLessThanOrEqual(160);
      expect(page.description.join(" ").length, page.slug).toBeGreaterThan(400);
    }
  });

  it("gives every page 3+ cards, 5+ questions and 6 popular routes to existing, other pages", () => {
    const slugs = new Set(DESTINATION_SEEDS.map((page) => page.slug));
    for (const page of DESTINATION_SEEDS) {
      expect(page.notes.length, page.slug).toBeGreaterThanOrEqual(3);
      expect(page.faqs.length, page.slug).toBeGreaterThanOrEqual(5);
      expect(page.related.length, page.slug).toBe(6);
      expect(new Set(page.related).size, page.slug).toBe(6);
      for (const slug of page.related) {
        expect(slugs.has(slug), `${page.slug} -> ${slug}`).toBe(true);
        expect(slug).not.toBe(page.slug);
      }
      for (const note of page.notes) expect(NOTE_IMAGES).toContain(note.imagen);
      for (const faq of page.faqs) expect(faq.pregunta).toMatch(/^¿.+\?$/);
    }
  });

  it("writes each page's text for its own destination (no copied descriptions or questions)", () => {
    const descriptions = DESTINATION_SEEDS.map((page) => page.description[0]);
    expect(new Set(descriptions).size).toBe(DESTINATION_SEEDS.length);
    const answers = DESTINATION_SEEDS.flatMap((page) => page.faqs.map((faq) => faq.respuesta));
    expect(new Set(answers).size).toBe(answers.length);
    for (const page of DESTINATION_SEEDS) {
      expect(page.description.join(" "), page.slug).toContain(page.ciudadDestino.split(" ")[0]);
      const aboutTheCity = page.faqs.filter((faq) => `${faq.pregunta} ${faq.respuesta}`.includes(page.ciudadDestino));
      expect(aboutTheCity.length, page.slug).toBeGreaterThanOrEqual(1);
    }
  });

  it("has every page linked from at least one other page (no orphan in the popular routes)", () => {
    const linked = new Set(DESTINATION_SEEDS.flatMap((page) => page.related));
    for (const page of DESTINATION_SEEDS) expect(linked.has(page.slug), page.slug).toBe(true);
  });
});
