/**
 * A class and section as the school reads them: "5A" for the spec's numbered classes, "LKG D" and
 * "11 Science A" for the setup's named ones (run together, "LKGD" would read as one name).
 */
export function placeLabel(cls: number | string, section?: string | null): string {
  if (!section) return String(cls);
  return typeof cls === 'number' || /^\d+$/.test(cls) ? `${cls}${section}` : `${cls} ${section}`;
}
