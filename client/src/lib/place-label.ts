/**
 * A class and section as the school reads them: "5A" for a numbered class and a one-letter
 * section, "LKG D", "11 Science A" and "5 Rose" otherwise (run together, "LKGD" would read as one
 * name).
 */
export function placeLabel(cls: number | string, section?: string | null): string {
  if (!section) return String(cls);
  return /^\d+$/.test(String(cls)) && section.length === 1 ? `${cls}${section}` : `${cls} ${section}`;
}
