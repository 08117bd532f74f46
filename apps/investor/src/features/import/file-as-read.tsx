type FileAsReadProps = { preview: readonly (readonly string[])[] };

/**
 * The header found and the first rows below it, exactly as the file has them (as text). The
 * cells wrap rather than scroll, so nothing of the table is out of the keyboard's reach.
 */
export function FileAsRead({ preview }: FileAsReadProps) {
  const [header = [], ...rows] = preview;
  return (
    <table className="w-full table-fixed border-collapse rounded-xl text-left text-xs">
      <caption className="mb-1 text-left text-sm font-medium text-slate-800">
        Le prime righe del file, come lette
      </caption>
      <thead className="bg-slate-50">
        <tr>
          {header.map((cell, column) => (
            <th
              key={column}
              scope="col"
              className="px-1 py-1 align-top font-semibold break-words text-slate-800"
            >
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index} className="border-t border-slate-100">
            {header.map((_, column) => (
              <td key={column} className="px-1 py-1 align-top break-words text-slate-700">
                {row[column] ?? ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
