import { type Page } from '@playwright/test';

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/**
 * Uploads a file on the Vault as a user does: "Carica documento" opens the browser's file
 * chooser. The file input itself is hidden from assistive technology (one control per action).
 */
export async function chooseVaultFile(page: Page, file: FilePayload): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Carica documento' }).click();
  await (await chooser).setFiles(file);
}
