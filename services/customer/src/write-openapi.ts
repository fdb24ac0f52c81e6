import { writeServiceApi } from '@studio/service-kit/openapi-document';
import { customerApi } from './openapi.js';

console.log(`Wrote ${await writeServiceApi(customerApi)}`);
