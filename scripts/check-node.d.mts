/** A one-line refusal for this Node.js version, or null when it will do. */
export function nodeVersionProblem(found?: string): string | null;
