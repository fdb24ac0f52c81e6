import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IConfigMap, IService } from 'kubernetes-models/v1';
import type { IHTTPRoute } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1';
import { describe, expect, it } from 'vitest';
import { remoteOrigins } from '@studio/shell-kit/build/html-security-headers';
import { staticDeployables } from '../src/deployables.js';
import {
  findObject,
  objectsOfKind,
  overlays,
  renderOverlay,
  type KubernetesObject,
} from '../src/kustomize.js';
import { readRepoFile } from '../src/repo.js';

type Route = KubernetesObject & IHTTPRoute;

/** Gateway API PathPrefix matching: whole path segments, the longest matching prefix wins. */
function backendFor(route: Route, requestPath: string): string | undefined {
  const segments = (path: string) => path.split('/').filter(Boolean);
  const candidates = (route.spec?.rules ?? []).flatMap((rule) =>
    (rule.matches ?? []).flatMap((match) => {
      const prefix = match.path?.value ?? '/';
      const matches =
        match.path?.type === 'PathPrefix' &&
        segments(prefix).every((segment, index) => segments(requestPath)[index] === segment);
      return matches ? [{ length: segments(prefix).length, backend: rule.backendRefs?.[0] }] : [];
    }),
  );
  candidates.sort((a, b) => b.length - a.length);
  return candidates[0]?.backend?.name;
}

interface RemotesFile {
  remotes: { name: string; entry: string }[];
}

describe.each(overlays)('overlay %s', (overlay) => {
  const objects = renderOverlay(overlay);
  const routes = objectsOfKind<IHTTPRoute>(objects, 'HTTPRoute') as Route[];
  const appRoute = routes.find((route) =>
    route.spec?.rules?.some((rule) => rule.backendRefs?.length),
  );
  const remotes = staticDeployables().filter((d) => d.remote);
  const imageTag = (name: string) =>
    findObject<IDeployment>(
      objects,
      'Deployment',
      name,
    ).spec?.template.spec?.containers[0]?.image?.split(':')[1];

  it('routes /api to the BFF, each remote to its static server and the rest to the shell', () => {
    if (!appRoute) throw new Error('no HTTPRoute with backends');
    expect(backendFor(appRoute, '/api/customers')).toBe('bff');
    expect(backendFor(appRoute, '/api')).toBe('bff');
    expect(backendFor(appRoute, '/apiary')).toBe('shell');
    for (const remote of remotes) {
      expect(backendFor(appRoute, `/remotes/${remote.remote?.area}/1.0.0/mf-manifest.json`)).toBe(
        remote.name,
      );
    }
    expect(backendFor(appRoute, '/')).toBe('shell');
    expect(backendFor(appRoute, '/reset-password/abc')).toBe('shell');
    expect(backendFor(appRoute, '/remotes.json')).toBe('shell');
  });

  it('sends traffic only to Services that exist, on their port', () => {
    for (const route of routes) {
      for (const backend of (route.spec?.rules ?? []).flatMap((rule) => rule.backendRefs ?? [])) {
        const service = findObject<IService>(objects, 'Service', backend.name);
        expect(service.spec?.ports?.map((port) => port.port)).toContain(backend.port);
      }
    }
  });

  it('serves the host of PUBLIC_BASE_URL over HTTPS, and HTTP only redirects there', () => {
    const config = objects.find(
      (o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('studio-config-'),
    ) as (KubernetesObject & { data: Record<string, string> }) | undefined;
    const publicUrl = new URL(config?.data.PUBLIC_BASE_URL ?? '');
    expect(publicUrl.protocol).toBe('https:');
    const gateway = findObject<{
      spec: { listeners: { name: string; protocol: string; hostname?: string; tls?: unknown }[] };
    }>(objects, 'Gateway', 'studio');
    for (const listener of gateway.spec.listeners)
      expect(listener.hostname).toBe(publicUrl.hostname);
    expect(gateway.spec.listeners.find((l) => l.protocol === 'HTTPS')?.tls).toBeDefined();
    for (const route of routes) {
      expect(route.spec?.hostnames).toEqual([publicUrl.hostname]);
      const onHttp = route.spec?.parentRefs?.some((parent) => parent.sectionName === 'http');
      const redirectsOnly = route.spec?.rules?.every((rule) =>
        rule.filters?.some(
          (filter) =>
            filter.type === 'RequestRedirect' && filter.requestRedirect?.scheme === 'https',
        ),
      );
      if (onHttp) expect(redirectsOnly, route.metadata.name).toBe(true);
    }
  });

  it('attaches every route to a listener of the Gateway', () => {
    const gateway = objects.find((object) => object.kind === 'Gateway') as KubernetesObject & {
      spec: { listeners: { name: string }[] };
    };
    for (const route of routes) {
      for (const parent of route.spec?.parentRefs ?? []) {
        expect(parent.name).toBe(gateway.metadata.name);
        expect(gateway.spec.listeners.map((listener) => listener.name)).toContain(
          parent.sectionName,
        );
      }
    }
  });

  describe("the shell's runtime remotes.json", () => {
    const configMapName = () => {
      const shell = findObject<IDeployment>(objects, 'Deployment', 'shell');
      const mount = shell.spec?.template.spec?.containers[0]?.volumeMounts?.find(
        (m) => m.mountPath === '/etc/studio/runtime',
      );
      const volume = shell.spec?.template.spec?.volumes?.find((v) => v.name === mount?.name);
      return volume?.configMap?.name ?? '';
    };
    const remotesFile = () =>
      JSON.parse(
        findObject<IConfigMap>(objects, 'ConfigMap', configMapName()).data?.['remotes.json'] ?? '',
      ) as RemotesFile;

    it('is mounted where the shell image serves /remotes.json from', () => {
      expect(readRepoFile('infra/docker/nginx/shell.conf')).toContain('root /etc/studio/runtime;');
      expect(configMapName()).toMatch(/^shell-remotes-/);
    });

    it('names every remote once, by its container name', () => {
      expect(
        remotesFile()
          .remotes.map((r) => r.name)
          .sort(),
      ).toEqual(remotes.map((r) => r.remote?.containerName).sort());
    });

    it("loads every remote from the portal's own origin, the only one the shell image's CSP allows", () => {
      // The CSP is written when the shell image is built; a remote on another origin would be blocked.
      expect(remoteOrigins(remotesFile())).toEqual([]);
    });

    it('points each remote at the release its static server runs (the image tag)', () => {
      for (const remote of remotes) {
        const entry = remotesFile().remotes.find(
          (r) => r.name === remote.remote?.containerName,
        )?.entry;
        expect(entry).toBe(
          `/remotes/${remote.remote?.area}/${imageTag(remote.name)}/mf-manifest.json`,
        );
        if (appRoute) expect(backendFor(appRoute, entry ?? '')).toBe(remote.name);
      }
    });
  });
});
