import { defineAppConfig } from '../../vite.config.base';

export default defineAppConfig({
  base: '/investor/',
  port: 5174,
  pwa: {
    name: 'Traguardo – Investitore',
    shortName: 'Traguardo',
    description:
      'Patrimonio, budget e obiettivi: la tua pianificazione finanziaria, anche offline.',
  },
});
