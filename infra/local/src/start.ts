import { printBanner } from './banner.js';
import { readRunnerConfig } from './config.js';
import { createLogSink } from './log.js';
import { runUntilStopped } from './run-until-stopped.js';
import { buildSharedModules } from './shared-build.js';

buildSharedModules();
const { startStack } = await import('./stack.js');
const sink = createLogSink(process.stdout);
await runUntilStopped(
  sink,
  (signal) => startStack({ config: readRunnerConfig(), sink, signal, dailyBackups: true }),
  (stack) => printBanner(sink, stack.url),
);
