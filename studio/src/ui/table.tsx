import type { ComponentChildren } from 'preact';

/** A table of records in its scrolling wrapper: a header cell per column (an empty name for an actions column), `children` its rows. */
export function Table({
  columns,
  children,
  class: cls,
}: {
  columns: string[];
  children: ComponentChildren;
  class?: string;
}) {
  return (
    <div class="table-wrap">
      <table class={cls}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
