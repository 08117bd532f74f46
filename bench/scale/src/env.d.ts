interface ImportMetaEnv {
  /** How many generated clients the scale build shows (bench/scale/vite.config.ts). */
  readonly BENCH_SCALE_CLIENTS: number;
}
