import { defineAppConfig } from '../../vite.config.base';

export default defineAppConfig({ base: '/investor/', port: 5174 });
