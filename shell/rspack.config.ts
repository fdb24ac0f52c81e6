import { createRspackConfig } from '@studio/shell-kit/build/create-rspack-config';
import { business } from '@studio/shell-kit/business';

export default createRspackConfig({
  role: 'host',
  packageDir: import.meta.dirname,
  htmlParameters: { studioName: business.studioName },
});
