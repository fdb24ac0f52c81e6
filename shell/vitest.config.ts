// Imported by path: vitest loads packages from node_modules with plain Node, which cannot run .ts.
import { webTestProject } from './kit/build/web-test-project.js';

export default webTestProject('shell', import.meta.dirname);
