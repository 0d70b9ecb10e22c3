/** GET /api/school: what any visitor may know about the school. */
export interface SchoolInfo {
  name: string;
}
