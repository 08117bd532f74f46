export function GoalsScreen() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <title>Obiettivi · Traguardo</title>
      <h1 className="text-2xl font-semibold">Obiettivi</h1>
    </main>
  );
}
