import { startServer } from '@studio/service-kit/server';
import { buildPaymentApp } from './app.js';
import { readPaymentConfig } from './config.js';

const config = readPaymentConfig();
const app = await buildPaymentApp(config);
await startServer(app, { port: config.port, host: config.host });
