import { randomUUID } from 'node:crypto';
import { pendingApprovalMessage } from '@studio/contracts/auth';
import { verifyIdentity } from '@studio/service-kit/identity-token';
import { sendJson, startUpstream, type RecordedRequest, type TestUpstream } from './upstream.js';

export interface FakeUser {
  _id: string;
  name: string;
  email: string;
  role: 'admin' | 'trainer';
  status: 'active' | 'pending';
  dateCreated: string;
  lastEdited: string | null;
  password: string;
}

export type FakeAuth = TestUpstream & {
  users: Map<string, FakeUser>;
  /** The studio setting `staffRegistration`; the fake starts `open` (the spec's flow). */
  settings: { staffRegistration: 'approval' | 'open' };
};

const publicUser = ({ password: _password, ...user }: FakeUser) => user;

/**
 * Stands in for the auth service's side of the contract in docs/architecture.md: the BFF-only
 * `/internal/login|register|logout` routes, and forwarded routes that check the identity token
 * (profile, password change, an admin's user edit with its session headers).
 */
export async function startFakeAuth(secret: string): Promise<FakeAuth> {
  const users = new Map<string, FakeUser>();
  const settings: FakeAuth['settings'] = { staffRegistration: 'open' };

  async function identityOf(request: RecordedRequest) {
    const token = request.headers['x-studio-identity'];
    if (typeof token !== 'string') return null;
    return verifyIdentity(token, secret).catch(() => null);
  }

  const upstream = await startUpstream(async (request, res) => {
    const body = request.body ? (JSON.parse(request.body) as Record<string, string>) : {};
    const route = `${request.method} ${request.url}`;
    if (route === 'POST /internal/login') {
      const user = users.get(body.email ?? '');
      if (!user || user.password !== body.password)
        return sendJson(res, 401, { error: 'Invalid credentials' });
      if (user.status === 'pending') return sendJson(res, 403, { error: pendingApprovalMessage });
      return sendJson(res, 200, { user: publicUser(user) });
    }
    if (route === 'POST /internal/register') {
      if (users.has(body.email ?? ''))
        return sendJson(res, 409, { error: 'That email address is already registered.' });
      const caller = await identityOf(request);
      const adminExists = [...users.values()].some((user) => user.role === 'admin');
      if (body.role === 'admin' && adminExists && caller?.role !== 'admin') {
        return sendJson(res, 403, { error: 'Only an admin can register another admin.' });
      }
      const pending =
        body.role === 'trainer' &&
        caller?.role !== 'admin' &&
        settings.staffRegistration === 'approval';
      const user: FakeUser = {
        _id: randomUUID(),
        name: body.name ?? '',
        email: body.email ?? '',
        role: body.role === 'admin' ? 'admin' : 'trainer',
        status: pending ? 'pending' : 'active',
        dateCreated: new Date().toISOString(),
        lastEdited: null,
        password: body.password ?? '',
      };
      users.set(user.email, user);
      if (pending) return sendJson(res, 202, { user: publicUser(user), pending: true });
      return sendJson(res, 201, { user: publicUser(user) });
    }
    if (route === 'POST /internal/logout') {
      res.writeHead(204).end();
      return;
    }
    const caller = await identityOf(request);
    if (route === 'GET /api/profile') {
      const user = [...users.values()].find((candidate) => candidate._id === caller?.userId);
      if (!user) return sendJson(res, 401, { error: 'Please sign in to continue.' });
      return sendJson(res, 200, {
        name: user.name,
        email: user.email,
        dateCreated: user.dateCreated,
      });
    }
    if (route === 'PUT /api/profile/password') {
      if (!caller) return sendJson(res, 401, { error: 'Please sign in to continue.' });
      return sendJson(
        res,
        200,
        { message: 'Password updated.' },
        { 'x-studio-end-sessions': caller.userId },
      );
    }
    const edited = /^PUT \/api\/users\/([^/?]+)$/.exec(route);
    if (edited) {
      if (caller?.role !== 'admin') return sendJson(res, 403, { error: 'Admins only.' });
      const user = [...users.values()].find((candidate) => candidate._id === edited[1]);
      if (!user) return sendJson(res, 404, { error: 'This user no longer exists.' });
      users.delete(user.email);
      Object.assign(user, {
        name: body.name ?? user.name,
        email: body.email ?? user.email,
        lastEdited: new Date().toISOString(),
      });
      users.set(user.email, user);
      const identityChanged = body.name !== undefined || body.email !== undefined;
      return sendJson(
        res,
        200,
        { user: publicUser(user) },
        identityChanged ? { 'x-studio-refresh-sessions': user._id } : {},
      );
    }
    sendJson(res, 404, { error: 'Not found.' });
  });
  return { ...upstream, users, settings };
}
