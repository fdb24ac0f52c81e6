import { startServer } from '@studio/service-kit/server';
import { buildApp } from './app.js';
import { readAuthConfig } from './config.js';

const config = readAuthConfig();
const app = await buildApp(config);
await startServer(app, { port: config.port, host: config.host });
