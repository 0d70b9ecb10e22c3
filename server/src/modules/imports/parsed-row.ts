/** One row that passed the form's schema, by its spreadsheet row number. */
export interface ParsedRow {
  row: number;
  values: Record<string, unknown>;
}
