interface ImportMetaEnv {
  /**
   * How many generated clients replace the sample ones. Defined only when the advisor is
   * built with `TRAGUARDO_SCALE_CLIENTS=n` (the builds of `pnpm bench:scale`).
   */
  readonly TRAGUARDO_SCALE_CLIENTS?: number;
}
