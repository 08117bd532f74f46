export function ClientsScreen() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <title>Clienti · Traguardo</title>
      <h1 className="text-2xl font-semibold">Clienti</h1>
    </main>
  );
}
