import { type Page } from '@playwright/test';

/** Every localStorage key that starts with `prefix`, with its value. */
export async function storedUnder(page: Page, prefix: string): Promise<Record<string, string>> {
  return page.evaluate(
    (p) =>
      Object.fromEntries(
        Object.keys(localStorage)
          .filter((key) => key.startsWith(p))
          .map((key) => [key, localStorage.getItem(key) ?? '']),
      ),
    prefix,
  );
}
