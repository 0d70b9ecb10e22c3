/**
 * A class and section as the school reads them, on the screens and in the server's messages:
 * "5A" for a numbered class and a one-letter section, "LKG D", "11 Science A" and "5 Rose"
 * otherwise (run together, "LKGD" would read as one name); the class alone without a section.
 */
export const placeLabel = (p: { class: number | string; section?: string | null }): string =>
  !p.section
    ? String(p.class)
    : /^\d+$/.test(String(p.class)) && p.section.length === 1
      ? `${p.class}${p.section}`
      : `${p.class} ${p.section}`;
