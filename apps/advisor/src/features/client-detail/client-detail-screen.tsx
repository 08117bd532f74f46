export function ClientDetailScreen() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <title>Dettaglio cliente · Traguardo</title>
      <h1 className="text-2xl font-semibold">Dettaglio cliente</h1>
    </main>
  );
}
