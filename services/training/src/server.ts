import { startServer } from '@studio/service-kit/server';
import { buildTrainingApp } from './app.js';
import { readConfig } from './config.js';

const config = readConfig();
const app = await buildTrainingApp(config);
await startServer(app, { port: config.port, host: config.host });
