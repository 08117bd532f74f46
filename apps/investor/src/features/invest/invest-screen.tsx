export function InvestScreen() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <title>Investi · Traguardo</title>
      <h1 className="text-2xl font-semibold">Investi</h1>
    </main>
  );
}
