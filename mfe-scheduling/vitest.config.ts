import { webTestProject } from '../shell/kit/build/web-test-project.js';

export default webTestProject('mfe-scheduling', import.meta.dirname);
