// npm run images [-- --tag <tag>] [--only shell,bff] [--remake-base] [--parallel 2]
// Builds every deployable's image with podman from the workspace's own `npm ci` and `npm run build`
// (run those first), checks what each image holds, and prints each image's size and build time.
import fsp from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildImages } from './build-images.js';
import { checkTag } from './image-builds.js';
import { podmanWorks } from './podman.js';
import { repoPath } from './repo.js';
import { megabytes, oversized } from './size-targets.js';

const { values } = parseArgs({
  options: {
    tag: { type: 'string', default: 'local' },
    only: { type: 'string' },
    'remake-base': { type: 'boolean', default: false },
    parallel: { type: 'string', default: '2' },
    verbose: { type: 'boolean', default: false },
  },
});

if (!(await podmanWorks())) {
  console.error(
    'podman does not work here. On Debian: apt-get install -y podman runc slirp4netns catatonit netavark aardvark-dns iptables mmdebstrap',
  );
  process.exit(1);
}

const started = new Date();
const result = await buildImages({
  tag: checkTag(values.tag),
  ...(values.only ? { only: values.only.split(',') } : {}),
  remakeBase: values['remake-base'],
  parallel: Number(values.parallel),
  log: (line) => {
    if (values.verbose || !line.startsWith('[')) console.log(line);
  },
});

console.log(`\nbase images (${result.baseSeconds.toFixed(0)} s): ${result.baseNotes.join('; ')}`);
console.log('\nimage                                   size       app layers  build');
for (const image of result.images) {
  console.log(
    `${image.image.padEnd(40)} ${megabytes(image.bytes).padStart(9)}  ${megabytes(image.appLayerBytes).padStart(9)}  ${image.seconds.toFixed(0).padStart(4)} s` +
      ` (stage ${image.steps.stage.toFixed(0)}, build ${image.steps.build.toFixed(0)}, check ${image.steps.check.toFixed(0)})`,
  );
  for (const line of image.contents.listing) console.log(`    ${line}`);
}
console.log(`\nall images in ${result.totalSeconds.toFixed(0)} s`);

const results = repoPath('test-results', 'images');
await fsp.mkdir(results, { recursive: true });
const summary = path.join(results, `build-${started.toISOString().replace(/[:.]/g, '-')}.json`);
await fsp.writeFile(summary, JSON.stringify({ started, ...result }, null, 2));
console.log(`summary: ${path.relative(repoPath(), summary)}`);

const problems = [
  ...result.images.flatMap((image) =>
    image.contents.problems.map((problem) => `${image.name}: ${problem}`),
  ),
  ...oversized(result.images),
];
if (problems.length > 0) {
  console.error(`\nFAILED: ${problems.length} problem(s) in the images:`);
  for (const problem of problems.slice(0, 50)) console.error(`  - ${problem}`);
  process.exit(1);
}
