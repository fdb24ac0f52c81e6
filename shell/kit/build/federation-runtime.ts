import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The federation runtime's packages that the plugin hands to the compiler by the path Node's
 * `require` resolves: their CommonJS builds, which the compiler cannot tree-shake.
 */
const federationRuntimePackages = [
  // Each container's glue: as CommonJS it carried all of `@module-federation/sdk` (Node's script
  // loader, the manifest snapshot code, every log and error text); mfe-scheduling's
  // remoteEntry.js was 20.7 KB gz with it, 12.9 KB with the ES modules.
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  // The shell's plugin that hands its runtime core to the remotes: as CommonJS it pulled a second,
  // CommonJS copy of the core into the shell beside the ES module one.
  '@module-federation/inject-external-runtime-core-plugin',
];

/**
 * `resolve.alias` entries that point those requests (the package name and the resolved CommonJS
 * path) at the same packages' ES module builds, which the compiler tree-shakes.
 */
export function federationRuntimeAsEsModules(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const packageName of federationRuntimePackages) {
    const commonJs = require.resolve(packageName);
    const esModule = commonJs.replace(/\.cjs$/, '.js');
    if (esModule === commonJs || !existsSync(esModule)) {
      throw new Error(`${packageName}: no ES module build beside ${commonJs}`);
    }
    aliases[`${commonJs}$`] = esModule;
    aliases[`${packageName}$`] = esModule;
  }
  return aliases;
}
