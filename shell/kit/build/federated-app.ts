/** The remotes' container names and the path each one is served under (architecture.md, Frontends). */
export const remoteAreas = {
  mfe_public: '/remotes/public/',
  mfe_staff: '/remotes/staff/',
  mfe_scheduling: '/remotes/scheduling/',
  mfe_client: '/remotes/client/',
} as const;

export type RemoteName = keyof typeof remoteAreas;
export type FederatedAppName = 'shell' | RemoteName;

/**
 * What a remote declares in its `module-federation.config.ts`: its container name and one expose
 * per page (`'./LoginPage': './src/exposes/LoginPage.tsx'`), each default-exporting a component.
 */
export interface RemoteFederationConfig {
  name: RemoteName;
  exposes: Record<`./${string}`, string>;
}
