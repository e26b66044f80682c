/**
 * Insert order of seeded compliances: a row must follow the rows it names (renewal_of,
 * duplicated_from), because the foreign keys are checked at the end of each multi-row INSERT and
 * insertMany() cuts large plans into statements of about 1000 rows. addPastCycles() gives a
 * running compliance a renewal_of pointing at a closed cycle pushed after it, which at scale 50
 * (15,000 compliances a company) lands in a later statement and failed the seed.
 */
export interface LinkedRow {
  compliance_uuid?: string;
  renewal_of?: string | null;
  duplicated_from?: string | null;
}

/** The rows, stably reordered so that every referenced row comes before the rows naming it. */
export function referencedFirst<T extends LinkedRow>(rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.compliance_uuid, r]));
  const depth = new Map<T, number>();
  const depthOf = (row: T): number => {
    const known = depth.get(row);
    if (known !== undefined) return known;
    depth.set(row, 0); // a cycle (none is generated) must not recurse forever
    let d = 0;
    for (const ref of [row.renewal_of, row.duplicated_from]) {
      const parent = ref ? byId.get(ref) : undefined;
      if (parent) d = Math.max(d, depthOf(parent) + 1);
    }
    depth.set(row, d);
    return d;
  };
  return rows
    .map((row, index) => ({ row, index, d: depthOf(row) }))
    .sort((a, b) => a.d - b.d || a.index - b.index)
    .map((e) => e.row);
}
