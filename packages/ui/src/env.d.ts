interface ImportMetaEnv {
  /** Where the landing app is deployed; defaults to the same-origin `/`. */
  readonly VITE_LANDING_URL?: string;
  /** Where the investor app is deployed; defaults to the same-origin `/investor`. */
  readonly VITE_INVESTOR_URL?: string;
  /** Where the advisor app is deployed; defaults to the same-origin `/advisor`. */
  readonly VITE_ADVISOR_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
