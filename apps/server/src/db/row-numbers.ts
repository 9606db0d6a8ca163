/**
 * Both engines answer count(*) as text or bigint and numeric as text; the API speaks numbers.
 * @example numbers(row, ['total_trips', 'total_weight_kg'])
 */
export function numbers<Row extends Record<string, unknown>>(row: Row, fields: readonly (keyof Row)[]): Row {
  const converted: Record<string, unknown> = { ...row };
  for (const field of fields) converted[field as string] = Number(row[field] ?? 0);
  return converted as Row;
}
