import { type Page } from '@playwright/test';

/** The rules that read colours: all that can change between the light and the dark theme. */
export declare const COLOUR_RULES: string[];

/** Serious and critical violations of the page as it is now, one line each. */
export declare function blockingViolations(
  page: Page,
  options?: { rules?: string[] },
): Promise<string[]>;
