import { writeServiceApi } from '@studio/service-kit/openapi-document';
import { paymentApi } from './openapi.js';

console.log(`Wrote ${await writeServiceApi(paymentApi)}`);
