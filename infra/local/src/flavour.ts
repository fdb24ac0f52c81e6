import type { EdgeOptions, RemotesConfig } from './edge/create-edge-app.js';
import type { LogSink } from './log.js';
import type { ProcessGroup } from './process-group.js';

export interface NodeCommand {
  command: string;
  args: string[];
  cwd: string;
}

/** What differs between `npm start` (the production build) and `npm run dev` (sources, watch, HMR). */
export interface Flavour {
  /** Builds or compiles what the processes need before anything starts. */
  prepare(group: ProcessGroup, sink: LogSink): Promise<void>;
  /** How to run a Node entry point of a workspace (`server`, `worker`, `migrate`). */
  nodeProcess(workspace: string, entry: 'server' | 'worker' | 'migrate'): NodeCommand;
  /** Locates the built frontends, or starts their dev servers, for the edge to serve. */
  frontend(
    group: ProcessGroup,
    context: { bffUrl: string },
  ): Promise<{ frontend: EdgeOptions['frontend']; remotesJson?: RemotesConfig }>;
}
