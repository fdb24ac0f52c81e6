import { webTestProject } from '../shell/kit/build/web-test-project.js';

export default webTestProject('mfe-client', import.meta.dirname);
