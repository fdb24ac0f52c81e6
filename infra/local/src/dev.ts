import { printBanner } from './banner.js';
import { readRunnerConfig } from './config.js';
import { developmentFlavour } from './development-flavour.js';
import { createLogSink } from './log.js';
import { runUntilStopped } from './run-until-stopped.js';
import { buildSharedModules } from './shared-build.js';

buildSharedModules();
const { startStack } = await import('./stack.js');
const sink = createLogSink(process.stdout);
await runUntilStopped(
  sink,
  (signal) =>
    startStack({
      config: readRunnerConfig(),
      sink,
      signal,
      dailyBackups: true,
      flavour: developmentFlavour,
    }),
  (stack) =>
    printBanner(sink, stack.url, [
      'Development mode: services restart on save, the shell and remotes reload in place.',
    ]),
);
