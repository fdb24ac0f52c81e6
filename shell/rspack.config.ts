import { createRspackConfig } from '@studio/shell-kit/build/create-rspack-config';

export default createRspackConfig({ role: 'host', packageDir: import.meta.dirname });
