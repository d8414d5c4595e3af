import { useId, useRef, type ReactNode } from 'react';
import { Button } from '@applykit/ui';
import * as css from './StaffArea.css';

/** One column of a staff table, as data: its heading and what each row shows in it. */
export interface StaffColumn<Row> {
  title: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (a `th` with `scope="row"`), such as the applicant's name. */
  rowHeader?: boolean;
  /** An id for the cell, for a control elsewhere in the row that it describes. */
  cellId?: (row: Row) => string;
}

/** A move to another page of the list; left out when there is no such page. */
interface PageMove {
  label: string;
  onMove: () => void;
}

/**
 * The staff area's tables (the queue, the audit log, the deliveries): a caption, the columns'
 * headings, one row per item, a text when there are none, and the buttons to other pages.
 * A move to another page focuses the table: the button pressed goes away while the page loads
 * (and for good on the last page), which would drop focus to the document's start; from the
 * table a screen reader reads the caption and Tab goes on into the new rows.
 */
export function StaffTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  pages = [],
}: {
  caption: string;
  columns: readonly StaffColumn<Row>[];
  /** Undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  empty?: string;
  pages?: readonly (PageMove | false | '' | null | undefined)[];
}) {
  const moves = pages.filter((move): move is PageMove => Boolean(move));
  const table = useRef<HTMLTableElement>(null);
  const captionId = useId();
  return (
    <>
      {/* A narrow window scrolls the table in this region, which the keyboard can reach. */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className={css.tableRegion}>
        <table ref={table} tabIndex={-1} className={css.table}>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.title} scope="col" className={css.cell}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows?.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.title}
                      className={css.cell}
                      {...(column.rowHeader && { scope: 'row' })}
                      {...(column.cellId && { id: column.cellId(row) })}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {empty && rows?.length === 0 && <p>{empty}</p>}
      {moves.length > 0 && (
        <div className={css.actions}>
          {moves.map((move) => (
            <Button
              key={move.label}
              variant="secondary"
              onClick={() => {
                move.onMove();
                table.current?.focus();
              }}
            >
              {move.label}
            </Button>
          ))}
        </div>
      )}
    </>
  );
}
