import { createRspackConfig } from '@studio/shell-kit/build/create-rspack-config';
import federation from './module-federation.config';

export default createRspackConfig({
  role: 'remote',
  packageDir: import.meta.dirname,
  ...federation,
});
