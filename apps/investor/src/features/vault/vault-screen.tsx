export function VaultScreen() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <title>Vault · Traguardo</title>
      <h1 className="text-2xl font-semibold">Vault</h1>
    </main>
  );
}
