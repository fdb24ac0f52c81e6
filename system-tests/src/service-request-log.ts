import type { ServiceApp } from '@studio/service-kit/app';

export interface ServiceRequest {
  service: string;
  method: string;
  url: string;
  /** `X-Request-Id`: the BFF sets it, answers it to the caller and every service passes it on. */
  requestId: string;
}

/**
 * Every request the services built in this process received, so a test can tell whether a call to
 * the BFF reached a service at all. `track(name, app)` before the app is ready.
 */
export class ServiceRequestLog {
  private readonly requests: ServiceRequest[] = [];

  track(service: string, app: ServiceApp): void {
    app.addHook('onRequest', async (request) => {
      this.requests.push({
        service,
        method: request.method,
        url: request.url,
        requestId: String(request.id),
      });
    });
  }

  /** The service requests made for one BFF request id. */
  madeFor(requestId: string): ServiceRequest[] {
    return this.requests.filter((request) => request.requestId === requestId);
  }
}
