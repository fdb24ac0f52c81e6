import path from 'node:path';
import { rspack, type Configuration, type DevServer, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { devBffUrl, devPort } from './dev-servers';
import { federationRuntimeAsEsModules } from './federation-runtime';
import { remoteAreas, type RemoteFederationConfig, type RemoteName } from './federated-app';
import { sharedSingletons } from './shared-dependencies';

type Mode = 'development' | 'production';

/** The shell: the one host, with an HTML page and static files (remotes.json) from `public/`. */
export interface HostApp {
  role: 'host';
  /** Absolute path of the workspace (`import.meta.dirname` of its rspack config). */
  packageDir: string;
  /** Values for `<%= name %>` placeholders in `index.html`. */
  htmlParameters?: Record<string, string>;
}

/** A remote: only a container (`remoteEntry.js` + `mf-manifest.json`), no page of its own. */
export interface RemoteApp extends RemoteFederationConfig {
  role: 'remote';
  packageDir: string;
}

/**
 * The one rspack + Module Federation 2 configuration of the shell and the three remotes.
 * Use it as `export default createRspackConfig({ role: 'remote', packageDir, ...federation })`.
 */
export function createRspackConfig(app: HostApp | RemoteApp) {
  return (_env: unknown, argv: { mode?: Mode }): Configuration => {
    const mode: Mode =
      argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
    const isProduction = mode === 'production';
    const name = app.role === 'host' ? 'shell' : app.name;
    const hashed = isProduction ? '.[contenthash:8]' : '';
    // React Fast Refresh in the shell's dev server: edited components update in place, keeping
    // their state. Remotes reload the page instead: their refresh runtime would be a second one
    // that the shell's React never hears from.
    const fastRefresh = !isProduction && app.role === 'host';

    return {
      mode,
      context: app.packageDir,
      // A remote's only entry is the container that the federation plugin adds.
      entry: app.role === 'host' ? { main: './src/index.ts' } : {},
      target: 'web',
      devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: path.resolve(app.packageDir, 'dist'),
        publicPath: app.role === 'host' ? '/' : 'auto',
        filename: `[name]${hashed}.js`,
        chunkFilename: `chunks/[name]${hashed}.js`,
        cssFilename: `[name]${hashed}.css`,
        cssChunkFilename: `chunks/[name]${hashed}.css`,
        assetModuleFilename: `assets/[name]${isProduction ? '.[contenthash:8]' : ''}[ext]`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // The federation runtime's ES module builds, tree-shaken (see federation-runtime.ts).
        alias: federationRuntimeAsEsModules(),
      },
      module: { rules: moduleRules(isProduction, fastRefresh) },
      plugins: [
        new ModuleFederationPlugin({
          name,
          // The federation runtime ships once, in the shell: the shell provides it to the page
          // and each remote's container uses that copy instead of carrying its own (~35 KB gz).
          ...(app.role === 'remote'
            ? {
                filename: 'remoteEntry.js',
                exposes: app.exposes,
                manifest: true,
                experiments: {
                  externalRuntime: true,
                  // Only browsers load the containers (`target: 'web'` drops the runtime's Node
                  // script loader), and a remote loads no other remote (`disableRemote`).
                  optimization: { target: 'web', disableRemote: true },
                },
              }
            : {
                remotes: {},
                manifest: false,
                experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
              }),
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          // Types come from the workspace; the type sync and dev broker reach the network and keep
          // `rspack build` from exiting (DESIGN.md section 7).
          dts: false,
          dev: false,
        }),
        ...(app.role === 'host'
          ? [
              new rspack.HtmlRspackPlugin({
                template: './index.html',
                inject: 'body',
                templateParameters: app.htmlParameters ?? {},
              }),
              new rspack.CopyRspackPlugin({
                patterns: [{ from: 'public', noErrorOnMissing: true }],
              }),
            ]
          : []),
        ...(fastRefresh ? [new ReactRefreshRspackPlugin()] : []),
      ],
      optimization: {
        minimize: isProduction,
        // A shared module is reached twice in a container: through its provide and through each
        // consume's fallback. Under splitChunks' default 20 KB minimum, every small one (each kit
        // control) was copied into both chunks; at 0 it is one chunk both load.
        splitChunks: { minSize: 0 },
      },
      // Lazy compilation (on by default in dev) turns the async bootstrap boundary into a proxy
      // that the federation runtime does not wait for.
      lazyCompilation: false,
      performance: { hints: false },
      devServer: app.role === 'host' ? hostDevServer() : remoteDevServer(app.name),
    };
  };
}

function moduleRules(isProduction: boolean, fastRefresh: boolean): RuleSetRule[] {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic', development: !isProduction, refresh: fastRefresh },
          },
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|jpe?g|gif|webp|avif|svg|mp4|webm|woff2?)$/i, type: 'asset/resource' },
  ];
}

function hostDevServer(): DevServer {
  const remoteProxies = (Object.keys(remoteAreas) as RemoteName[]).map((remote) => ({
    context: [remoteAreas[remote]],
    target: `http://localhost:${devPort(remote)}`,
    pathRewrite: { [`^${remoteAreas[remote]}`]: '/' },
  }));
  return {
    port: devPort('shell'),
    hot: true,
    historyApiFallback: true,
    static: false,
    proxy: [...remoteProxies, { context: ['/api'], target: devBffUrl() }],
  };
}

function remoteDevServer(name: RemoteName): DevServer {
  const port = devPort(name);
  return {
    port,
    hot: true,
    static: false,
    // The shell may load the manifest straight from this server in another origin.
    headers: { 'Access-Control-Allow-Origin': '*' },
    // The remote's code runs in the shell's page: its HMR socket must still reach this server.
    client: { webSocketURL: { hostname: 'localhost', port } },
  };
}
