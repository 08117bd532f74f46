export function BudgetScreen() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <title>Budget · Traguardo</title>
      <h1 className="text-2xl font-semibold">Budget</h1>
    </main>
  );
}
