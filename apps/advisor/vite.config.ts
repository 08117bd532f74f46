import { defineAppConfig } from '../../vite.config.base';

export default defineAppConfig({ base: '/advisor/', port: 5175 });
