export function AccountsScreen() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <title>Conti · Traguardo</title>
      <h1 className="text-2xl font-semibold">Conti</h1>
    </main>
  );
}
