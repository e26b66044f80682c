/**
 * The report of an uploaded table refused or written in part (a customer archive, a regframe
 * workbook): one row per cell in error with its line, column and problems, line 0 being the file
 * itself. Scrolls inside its box on a phone.
 */
import { Table } from '@mantine/core';

export interface CellReportRow {
  line: number;
  column: string;
  messages: string[];
}

export interface CellReportTableProps {
  rows: CellReportRow[];
  texts: { caption: string; line: string; column: string; problem: string; wholeFile: string };
  /** The column's name shown for a key (the key itself when not given). */
  columnLabel?: (column: string) => string;
  testId?: string;
}

export function CellReportTable({
  rows,
  texts,
  columnLabel = (c) => c,
  testId,
}: CellReportTableProps) {
  return (
    <Table.ScrollContainer minWidth={320} mah={320} data-testid={testId}>
      <Table striped withTableBorder>
        <Table.Caption>{texts.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{texts.line}</Table.Th>
            <Table.Th scope="col">{texts.column}</Table.Th>
            <Table.Th scope="col">{texts.problem}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={`${r.line}.${r.column}`}>
              <Table.Td>{r.line || texts.wholeFile}</Table.Td>
              <Table.Td>{r.line ? columnLabel(r.column) : ''}</Table.Td>
              <Table.Td>{r.messages.join(' ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
