import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PortalFromImages } from '@studio/images/portal-from-images';
import { startMailbox, type Mailbox } from './mailbox.js';
import { resultsDir } from './portal.js';
import { deleteRedisKeys, randomRedisPrefix, testRedisUrl } from './redis-prefix.js';
import { createTestDatabase } from './test-database.js';

export interface ImagesPortal {
  url: string;
  portal: PortalFromImages;
  mailbox: Mailbox;
  logFile: string;
  log(source: string, text: string): void;
  stop(): Promise<void>;
}

/**
 * The whole portal from the images `npm run images` built (tag `IMAGES_TAG`, default `local`),
 * with podman, against a fresh database, a random Redis prefix and a test SMTP server; every
 * container's output goes to a log file under test-results/e2e/.
 */
export async function startPortalFromImages(tag: string): Promise<ImagesPortal> {
  await fsp.mkdir(resultsDir, { recursive: true });
  const logFile = path.join(
    resultsDir,
    `from-images-${Date.now()}-${randomBytes(3).toString('hex')}.log`,
  );
  const stream = fs.createWriteStream(logFile);
  const log = (source: string, text: string) => void stream.write(`[${source}] ${text}\n`);
  const cleanups: (() => Promise<unknown>)[] = [
    () => new Promise((resolve) => stream.end(resolve)),
  ];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const mailbox = await startMailbox();
    cleanups.push(() => mailbox.close());
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const redisPrefix = randomRedisPrefix();
    cleanups.push(() => deleteRedisKeys(redisPrefix));
    const portal = await PortalFromImages.start({
      tag,
      databaseUrl: database.url,
      redisUrl: testRedisUrl,
      redisPrefix,
      smtpUrl: mailbox.smtpUrl,
      log,
    });
    cleanups.push(() => portal.stop());
    process.once('exit', () => portal.removeContainersNow());
    return { url: portal.url, portal, mailbox, logFile, log, stop };
  } catch (error) {
    await stop();
    throw new Error(
      `the portal from images did not start: ${(error as Error).message}; see ${logFile}`,
    );
  }
}
