/** The ilike pattern of a text searched anywhere in a field, its own % and _ taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}
