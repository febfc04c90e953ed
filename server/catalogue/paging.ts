/** Pages needed for `total` items (0 when there are none). */
export const pageCount = (total: number, pageSize: number): number => Math.ceil(total / pageSize);
