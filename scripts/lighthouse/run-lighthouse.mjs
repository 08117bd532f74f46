// One Lighthouse run of one URL with the CLI (default mobile settings, Debian's Chromium).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../node_modules/lighthouse/cli/index.js', import.meta.url));

/** Chromium's flags for a Lighthouse run here (headless, no background traffic). */
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

/**
 * Runs Lighthouse on `url`, writes the JSON report to `outputPath` and returns it parsed.
 * On a busy machine Chromium sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run
 * is repeated, up to `attempts` times in all, instead of sinking the whole benchmark.
 */
export async function runLighthouse(url, outputPath, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, outputPath);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`${error.message}: ripeto (${attempt + 1}/${attempts})`);
    }
  }
}

async function runOnce(url, outputPath) {
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${chromeFlags}`,
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${url}: uscita ${code}`)),
    );
  });
  const lhr = JSON.parse(await readFile(outputPath, 'utf8'));
  if (lhr.runtimeError !== undefined) {
    throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  return lhr;
}
