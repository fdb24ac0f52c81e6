import type { KubernetesObject } from './kustomize.js';

/**
 * A small evaluator of the NetworkPolicy semantics the manifests use (pod and namespace selectors,
 * ip blocks, ports), so the tests can ask "may A open a connection to B on port P" the way the
 * cluster's network plugin would answer it.
 */
interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: {
    key: string;
    operator: string;
    values?: string[];
  }[];
}

interface Peer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}

interface Rule {
  ports?: { protocol?: string; port?: number | string }[];
  from?: Peer[];
  to?: Peer[];
}

export interface NetworkPolicy extends KubernetesObject {
  spec: {
    podSelector: LabelSelector;
    policyTypes?: ('Ingress' | 'Egress')[];
    ingress?: Rule[];
    egress?: Rule[];
  };
}

/** Something that sends or receives traffic: a pod in a namespace, or an outside address. */
export interface Endpoint {
  namespace: string;
  namespaceLabels: Record<string, string>;
  /** Absent for an address outside the cluster. */
  podLabels?: Record<string, string>;
  ip?: string;
}

export function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(
    ([key, value]) => labels[key] === value,
  );
  const byExpressions = (selector.matchExpressions ?? []).every(
    ({ key, operator, values = [] }) => {
      switch (operator) {
        case 'In':
          return key in labels && values.includes(labels[key] ?? '');
        case 'NotIn':
          return !(key in labels) || !values.includes(labels[key] ?? '');
        case 'Exists':
          return key in labels;
        case 'DoesNotExist':
          return !(key in labels);
      }
    },
  );
  return byLabels && byExpressions;
}

function ipToNumber(ip: string): number {
  return ip.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

function inCidr(ip: string, cidr: string): boolean {
  const [base = '', bits = '32'] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipToNumber(ip) / size) === Math.floor(ipToNumber(base) / size);
}

function peerMatches(peer: Peer, policyNamespace: string, endpoint: Endpoint): boolean {
  if (peer.ipBlock) {
    return (
      endpoint.ip !== undefined &&
      inCidr(endpoint.ip, peer.ipBlock.cidr) &&
      !(peer.ipBlock.except ?? []).some((cidr) => inCidr(endpoint.ip ?? '', cidr))
    );
  }
  if (!endpoint.podLabels) return false;
  const namespaceOk = peer.namespaceSelector
    ? selects(peer.namespaceSelector, endpoint.namespaceLabels)
    : endpoint.namespace === policyNamespace;
  const podOk = peer.podSelector ? selects(peer.podSelector, endpoint.podLabels) : true;
  return namespaceOk && podOk;
}

function ruleAllows(
  rule: Rule,
  peers: Peer[] | undefined,
  policyNamespace: string,
  other: Endpoint,
  port: number,
) {
  const portOk =
    !rule.ports ||
    rule.ports.some(
      (p) => (p.protocol ?? 'TCP') === 'TCP' && (p.port === undefined || p.port === port),
    );
  const peerOk = !peers || peers.some((peer) => peerMatches(peer, policyNamespace, other));
  return portOk && peerOk;
}

function policyTypes(policy: NetworkPolicy): string[] {
  return policy.spec.policyTypes ?? (policy.spec.egress ? ['Ingress', 'Egress'] : ['Ingress']);
}

/** Whether `direction` traffic of `pod` with `other` on TCP `port` is allowed by the policies. */
function isolatedAllows(
  policies: NetworkPolicy[],
  pod: Endpoint,
  other: Endpoint,
  port: number,
  direction: 'Ingress' | 'Egress',
): boolean {
  if (!pod.podLabels) return true; // outside the cluster: not ours to police
  const applying = policies.filter(
    (policy) =>
      (policy.metadata.namespace ?? '') === pod.namespace &&
      policyTypes(policy).includes(direction) &&
      selects(policy.spec.podSelector, pod.podLabels ?? {}),
  );
  if (applying.length === 0) return true;
  return applying.some((policy) =>
    (direction === 'Ingress' ? policy.spec.ingress : policy.spec.egress)?.some((rule) =>
      ruleAllows(rule, direction === 'Ingress' ? rule.from : rule.to, pod.namespace, other, port),
    ),
  );
}

export function connectionAllowed(
  policies: NetworkPolicy[],
  from: Endpoint,
  to: Endpoint,
  port: number,
): boolean {
  return (
    isolatedAllows(policies, from, to, port, 'Egress') &&
    isolatedAllows(policies, to, from, port, 'Ingress')
  );
}
