import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/**
 * Above this a file is handed to the browser as a file on disk: a payload crosses the
 * protocol base64-encoded, which took half a minute for 11 MB on a loaded 2-core machine.
 * Smaller ones keep their own MIME type (a path leaves it to the extension).
 */
const BY_PATH_ABOVE_BYTES = 1024 * 1024;

async function onDisk({ name, buffer }: FilePayload): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'traguardo-vault-')), name);
  await writeFile(path, buffer);
  return path;
}

/**
 * Uploads a file on the Vault as a user does: "Carica documento" opens the browser's file
 * chooser. The file input itself is hidden from assistive technology (one control per action).
 */
export async function chooseVaultFile(page: Page, file: FilePayload): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Carica documento' }).click();
  await (
    await chooser
  ).setFiles(file.buffer.length > BY_PATH_ABOVE_BYTES ? await onDisk(file) : file);
}
