export function MoreScreen() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <title>Altro · Traguardo</title>
      <h1 className="text-2xl font-semibold">Altro</h1>
    </main>
  );
}
