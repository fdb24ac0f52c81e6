import { startServer } from '@studio/service-kit/server';
import { buildCustomerApp } from './app.js';
import { readCustomerConfig } from './config.js';

const config = readCustomerConfig();
const app = await buildCustomerApp(config);
await startServer(app, { port: config.port, host: config.host });
