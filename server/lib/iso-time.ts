/** A database timestamp (text or Date) as the ISO 8601 UTC text every answer and document carries. */
export const iso = (value: string | Date) => new Date(value).toISOString();
export const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));
