export function HomeScreen() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <title>Home · Traguardo</title>
      <h1 className="text-2xl font-semibold">Home</h1>
    </main>
  );
}
