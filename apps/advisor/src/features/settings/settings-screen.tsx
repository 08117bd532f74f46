export function SettingsScreen() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <title>Impostazioni · Traguardo</title>
      <h1 className="text-2xl font-semibold">Impostazioni</h1>
    </main>
  );
}
