import { writeServiceApi } from '@studio/service-kit/openapi-document';
import { trainingApi } from './openapi.js';

console.log(`Wrote ${await writeServiceApi(trainingApi)}`);
