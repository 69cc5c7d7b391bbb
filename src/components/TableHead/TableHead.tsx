import type { ReactNode } from 'react'

export interface TableHeadProps {
  /** What the table lists, said to every reader (its accessible name). */
  caption: ReactNode
  /** Each column's header, in order. */
  columns: readonly ReactNode[]
}

/**
 * A data table's caption and header row: one column header (`scope="col"`) per column, in the
 * table's own styles (src/styles/data-table.css and each table's). The audit log, the region
 * comparison and the dashboard's tables all start so; their rows are their own.
 */
export function TableHead({ caption, columns }: TableHeadProps) {
  return (
    <>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
    </>
  )
}
