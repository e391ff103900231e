import type { GenericTypeName, WebElement, WebSection } from "./content-types.ts";

/** SPEC 2.3: elements show when elementCheck is on, in elementOrder. */
export function shownElements(elements: WebElement[]): WebElement[] {
  return elements.filter((element) => element.elementCheck).sort((a, b) => a.elementOrder - b.elementOrder);
}

/** The same rule through a whole section tree (what is published). */
export function publishSection(section: WebSection): WebSection {
  return {
    ...section,
    nmWebElements: shownElements(section.nmWebElements),
    nmWebChildSections: section.nmWebChildSections.map(publishSection),
  };
}

export function childrenOfType(section: WebSection, type: GenericTypeName): WebSection[] {
  return section.nmWebChildSections.filter((child) => child.nmGenericType.name === type);
}

/** The heading of a section: its TITLE child's text, else its description. */
export function sectionTitle(section: WebSection): string {
  return childrenOfType(section, "TITLE")[0]?.nmWebElements[0]?.content ?? section.description;
}

/** The paragraphs of a section's TEXT children. */
export function sectionTexts(section: WebSection): string[] {
  return childrenOfType(section, "TEXT").flatMap((text) => text.nmWebElements.map((element) => element.content));
}

/** The items of a list section: its own elements, then each LINK child's first element. */
export function sectionItems(section: WebSection): WebElement[] {
  const links = childrenOfType(section, "LINK").flatMap((link) => link.nmWebElements.slice(0, 1));
  return [...section.nmWebElements, ...links];
}

export function sectionBySlot(sections: WebSection[], slot: string): WebSection | undefined {
  return sections.find((section) => section.slot === slot);
}
