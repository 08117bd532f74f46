export function VitalsScreen() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <title>Dashboard Vitali · Traguardo</title>
      <h1 className="text-2xl font-semibold">Dashboard Vitali</h1>
    </main>
  );
}
