import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as batch from 'kubernetes-models/batch/v1';
import * as core from 'kubernetes-models/v1';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import * as policy from 'kubernetes-models/policy/v1';
import * as gateway from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1';
import type { KubernetesObject } from './kustomize.js';

interface Model {
  validate(): void;
}

type ModelClass = new (data: never) => Model;

/** The schema of every kind the manifests may use; anything else is an error, not a pass. */
const models: Record<string, ModelClass> = {
  'v1/Namespace': core.Namespace,
  'v1/ConfigMap': core.ConfigMap,
  'v1/Service': core.Service,
  'apps/v1/Deployment': apps.Deployment,
  'batch/v1/Job': batch.Job,
  'autoscaling/v2/HorizontalPodAutoscaler': autoscaling.HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': policy.PodDisruptionBudget,
  'networking.k8s.io/v1/NetworkPolicy': networking.NetworkPolicy,
  'gateway.networking.k8s.io/v1/Gateway': gateway.Gateway,
  'gateway.networking.k8s.io/v1/HTTPRoute': gateway.HTTPRoute,
};

/** Validates against the Kubernetes OpenAPI schema (kubernetes-models); returns the problem, if any. */
export function schemaProblem(object: KubernetesObject): string | undefined {
  const Model = models[`${object.apiVersion}/${object.kind}`];
  if (!Model) return `no schema known for ${object.apiVersion} ${object.kind}`;
  try {
    new Model(object as never).validate();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
