export function ReportsScreen() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <title>Report e Analisi · Traguardo</title>
      <h1 className="text-2xl font-semibold">Report e Analisi</h1>
    </main>
  );
}
