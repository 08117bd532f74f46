type FileAsReadProps = { preview: readonly (readonly string[])[] };

/** The header found and the first rows below it, exactly as the file has them (as text). */
export function FileAsRead({ preview }: FileAsReadProps) {
  const [header = [], ...rows] = preview;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="min-w-full text-left text-xs">
        <caption className="sr-only">Le prime righe del file, come lette</caption>
        <thead className="bg-slate-50">
          <tr>
            {header.map((cell, column) => (
              <th key={column} scope="col" className="px-2 py-1 font-semibold text-slate-800">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-t border-slate-100">
              {header.map((_, column) => (
                <td key={column} className="px-2 py-1 whitespace-nowrap text-slate-700">
                  {row[column] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
