import { describe, expect, it } from "vitest";
import type { WebElement, WebSection } from "./content-types.ts";
import { publishSection, sectionItems, sectionTexts, sectionTitle, shownElements } from "./managed-content.ts";

const el = (content: string, elementOrder: number, elementCheck = true): WebElement => ({
  content,
  elementOrder,
  elementCheck,
  redirectUrl: null,
  detail: null,
  imageUrl: null,
  openInNewTab: false,
});

const section = (
  id: number,
  name: WebSection["nmGenericType"]["name"],
  elements: WebElement[],
  children: WebSection[] = [],
): WebSection => ({
  id,
  slot: null,
  nmGenericType: { name },
  description: `desc ${id}`,
  nmWebElements: elements,
  nmWebChildSections: children,
});

describe("managed content sections", () => {
  it("shows elements with elementCheck, ordered by elementOrder", () => {
    expect(shownElements([el("c", 3), el("a", 1), el("hidden", 2, false)]).map((e) => e.content)).toEqual(["a", "c"]);
  });

  it("applies the rule to the whole tree", () => {
    const tree = section(
      1,
      "LINK_LIST",
      [el("b", 2), el("x", 1, false)],
      [section(2, "TEXT", [el("t2", 2), el("t1", 1)])],
    );
    const published = publishSection(tree);
    expect(published.nmWebElements.map((e) => e.content)).toEqual(["b"]);
    expect(published.nmWebChildSections[0]?.nmWebElements.map((e) => e.content)).toEqual(["t1", "t2"]);
  });

  it("takes the heading from TITLE, else the description; texts from TEXT; items from elements and LINKs", () => {
    const tree = section(
      1,
      "LINK_LIST",
      [el("card", 1)],
      [
        section(2, "TITLE", [el("Paquetes", 1)]),
        section(3, "TEXT", [el("p1", 1), el("p2", 2)]),
        section(4, "LINK", [el("link", 1)]),
      ],
    );
    expect(sectionTitle(tree)).toBe("Paquetes");
    expect(sectionTexts(tree)).toEqual(["p1", "p2"]);
    expect(sectionItems(tree).map((e) => e.content)).toEqual(["card", "link"]);
    expect(sectionTitle(section(9, "LINK_LIST", []))).toBe("desc 9");
  });
});
