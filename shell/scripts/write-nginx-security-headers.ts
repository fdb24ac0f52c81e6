import path from 'node:path';
import { writeNginxSecurityHeaders } from '@studio/shell-kit/build/nginx-security-headers';

const file = writeNginxSecurityHeaders(path.resolve(import.meta.dirname, '../dist'));
console.log(`Wrote the pages' security headers to ${path.relative(process.cwd(), file)}`);
