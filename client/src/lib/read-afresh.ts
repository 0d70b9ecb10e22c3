/**
 * For data that changes on other screens (the dashboard's counts, a student's attendance): read
 * afresh each time the screen opens, except when the route's loader asked for it a moment ago
 * for this very opening, so opening it costs one request, not two.
 */
export const READ_AFRESH = {
  staleTime: 0,
  refetchOnMount: (query: { state: { dataUpdatedAt: number } }) => Date.now() - query.state.dataUpdatedAt > 1_000,
} as const;
