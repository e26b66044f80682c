/** The privilege matrix's edits: which rows changed, as the body of PUT /role/privilege/update. */
import type { MatrixRow, PrivilegeRow } from '../../../contract/api/roles';
import type { Action } from '../../../contract/modules';

export type Rights = Pick<PrivilegeRow, Action>;

/** A right given without `view` is useless (nothing shows the module): giving one gives view; taking view takes all. */
export function toggle(row: Rights, action: Action, on: boolean): Rights {
  if (action === 'view' && !on) return { view: false, create: false, update: false, delete: false };
  return { ...row, [action]: on, ...(on ? { view: true } : {}) };
}

/** The rows of `edited` that differ from `original`, in the matrix's order. */
export function changedRows(
  original: readonly MatrixRow[],
  edited: Record<string, Rights>,
): PrivilegeRow[] {
  const rights = (r: Rights) => [r.view, r.create, r.update, r.delete].join();
  return original
    .filter((row) => edited[row.module_code] && rights(edited[row.module_code]) !== rights(row))
    .map((row) => ({ module_code: row.module_code, ...edited[row.module_code] }));
}
