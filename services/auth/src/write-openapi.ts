import { writeServiceApi } from '@studio/service-kit/openapi-document';
import { authApi } from './openapi.js';

console.log(`Wrote ${await writeServiceApi(authApi)}`);
