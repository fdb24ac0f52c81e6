/** The parts of the rendered Kubernetes objects that the from-images runner reads. */

export interface ObjectMeta {
  name: string;
  labels?: Record<string, string>;
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string };
    secretKeyRef?: { name: string; key: string };
  };
}

export interface HttpProbe {
  httpGet?: { path: string; port: string | number };
  periodSeconds?: number;
  failureThreshold?: number;
  timeoutSeconds?: number;
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string } }[];
  ports?: { containerPort: number; name?: string }[];
  startupProbe?: HttpProbe;
  readinessProbe?: HttpProbe;
  livenessProbe?: HttpProbe;
  resources?: { limits?: { cpu?: string; memory?: string } };
  securityContext?: {
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
    runAsUser?: number;
    runAsNonRoot?: boolean;
  };
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
}

export interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  volumes?: { name: string; emptyDir?: { sizeLimit?: string }; configMap?: { name: string } }[];
  terminationGracePeriodSeconds?: number;
}

export interface Workload {
  kind: 'Deployment' | 'Job';
  metadata: ObjectMeta;
  spec: { replicas?: number; template: { metadata?: ObjectMeta; spec: PodSpec } };
}

export interface ConfigMap {
  kind: 'ConfigMap';
  metadata: ObjectMeta;
  data?: Record<string, string>;
}

export interface Service {
  kind: 'Service';
  metadata: ObjectMeta;
  spec: {
    selector: Record<string, string>;
    ports: { port: number; targetPort?: string | number }[];
  };
}

export interface HttpRoute {
  kind: 'HTTPRoute';
  metadata: ObjectMeta;
  spec: {
    rules: {
      matches?: { path?: { type?: string; value: string } }[];
      backendRefs?: { name: string; port?: number }[];
    }[];
  };
}

export interface RenderedManifests {
  deployments: Workload[];
  jobs: Workload[];
  configMaps: Map<string, ConfigMap>;
  services: Service[];
  routes: HttpRoute[];
}
