// npm run images:up [-- --tag <tag>] [--port 8080]
// The whole portal from the images `npm run images` built, with podman on the host's network, as
// the dev overlay describes it; against this machine's PostgreSQL and Redis (DATABASE_URL,
// REDIS_URL; a database `studio_images` is made when DATABASE_URL is unset). Mail goes to an SMTP
// inbox in this process (SMTP_URL to send elsewhere): each message is written to
// .data/images-mail/. Ctrl-C stops and removes every container.
import fsp from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startSmtpInbox } from '@studio/service-kit/testing/smtp-inbox';
import { checkTag } from './image-builds.js';
import { PortalFromImages } from './portal-from-images.js';
import { podmanWorks } from './podman.js';
import { repoPath } from './repo.js';

const { values } = parseArgs({
  options: { tag: { type: 'string', default: 'local' }, port: { type: 'string', default: '8080' } },
});

async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

if (!(await podmanWorks())) {
  console.error('podman does not work here: see README, "Images"');
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/studio_images';
if (!process.env.DATABASE_URL) await ensureDatabase(databaseUrl);

const mailDir = repoPath('.data', 'images-mail');
await fsp.mkdir(mailDir, { recursive: true });
const inbox = process.env.SMTP_URL ? undefined : await startSmtpInbox();
let saved = 0;
const saveMail = setInterval(() => {
  for (const mail of inbox?.received.slice(saved) ?? []) {
    saved += 1;
    const file = path.join(mailDir, `${Date.now()}-${saved}.eml`);
    void fsp.writeFile(file, mail.raw);
    console.log(`[mail] to ${mail.to.join(', ')}: ${path.relative(repoPath(), file)}`);
  }
}, 500);

const portal = await PortalFromImages.start({
  tag: checkTag(values.tag),
  databaseUrl,
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  redisPrefix: 'studio:',
  smtpUrl: process.env.SMTP_URL ?? inbox?.url ?? '',
  port: Number(values.port),
  log: (source, line) => console.log(`[${source}] ${line}`),
});
process.once('exit', () => portal.removeContainersNow());
console.log(`\nThe portal from images ${values.tag} is ready: ${portal.url}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) process.exit(1);
  stopping = true;
  console.log('\nstopping...');
  clearInterval(saveMail);
  await portal.stop();
  await inbox?.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
