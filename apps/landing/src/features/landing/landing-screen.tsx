export function LandingScreen() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <title>Traguardo · Traguardo</title>
      <h1 className="text-2xl font-semibold">Traguardo</h1>
    </main>
  );
}
