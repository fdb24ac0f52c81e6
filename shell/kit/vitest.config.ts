import { webTestProject } from './build/web-test-project.js';

export default webTestProject('shell-kit', import.meta.dirname);
