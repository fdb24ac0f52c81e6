import { emailQueueName } from '@studio/contracts/mail';
import { queuePrefix } from '@studio/service-kit/queues';
import { startOptionalWorkerHealthServer } from '@studio/service-kit/worker-health';
import pino from 'pino';
import { readMailerConfig } from './config.js';
import { startEmailWorker } from './email-worker.js';
import { fileSender, smtpSender } from './mail-sender.js';

const config = readMailerConfig();
const logger = pino({ name: 'mailer', level: config.logLevel });
const sender = config.smtpUrl
  ? smtpSender({ smtpUrl: config.smtpUrl, from: config.mailFrom })
  : fileSender({ directory: config.mailDirectory, from: config.mailFrom, logger });
const worker = startEmailWorker({ ...config, sender, logger });
const healthServer = await startOptionalWorkerHealthServer({
  ...config,
  serviceName: 'mailer',
  port: config.port,
  queue: { name: emailQueueName, prefix: queuePrefix(config.redisPrefix) },
  checks: {
    worker: async () => {
      if (!worker.isRunning()) throw new Error('email worker is not running');
    },
  },
});
logger.info(
  {
    smtp: Boolean(config.smtpUrl),
    directory: config.smtpUrl ? undefined : config.mailDirectory,
    healthPort: config.port,
  },
  'mailer started',
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down: finishing mails in progress');
  // worker.close() waits for the jobs in flight; a hung SMTP server must not block the exit forever.
  setTimeout(() => process.exit(1), 30_000).unref();
  await healthServer?.close();
  await worker.close();
  sender.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
