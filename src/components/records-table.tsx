/**
 * The table of an admin list (alerts, static pages, jobs): its empty line when there are no rows,
 * otherwise a table that scrolls sideways inside its own region on a phone. Columns say their
 * header and how a row fills the cell; the screen keeps its own actions inside a column.
 */
import { Table, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

export interface RecordsColumn<T> {
  /** Text, or a visually hidden label for a column of buttons. */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** A maximum width for long text (errors, bodies). */
  maw?: number;
  style?: CSSProperties;
}

export function RecordsTable<T>({
  rows,
  columns,
  rowKey,
  empty,
  minWidth = 480,
  striped,
  testId,
  rowTestId,
  rowAttributes,
}: {
  rows: readonly T[];
  columns: RecordsColumn<T>[];
  rowKey: (row: T) => string;
  /** The line shown instead of the table when there are no rows. */
  empty: string;
  minWidth?: number;
  striped?: boolean;
  testId?: string;
  rowTestId?: string;
  /** Extra attributes of a row (`data-*` a test reads). */
  rowAttributes?: (row: T) => Record<string, string>;
}) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped} verticalSpacing={striped ? 'xs' : undefined} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, i) => (
              <Table.Th key={i}>{c.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={rowTestId} {...rowAttributes?.(row)}>
              {columns.map((c, i) => (
                <Table.Td key={i} maw={c.maw} style={c.style}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
