import { defineAppConfig } from '../../vite.config.base';

export default defineAppConfig({
  base: '/',
  port: 5173,
  proxy: { '/investor': 'http://localhost:5174', '/advisor': 'http://localhost:5175' },
});
