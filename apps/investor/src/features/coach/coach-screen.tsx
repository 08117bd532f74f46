export function CoachScreen() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <title>Coach · Traguardo</title>
      <h1 className="text-2xl font-semibold">Coach</h1>
    </main>
  );
}
