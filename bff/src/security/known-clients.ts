import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { cookieValue } from '../session/session-cookie.js';
import { clientIpOf } from './client-ip.js';

/** Where the device cookie is sent: only to the sign-in routes (`/api/login` and below). */
const deviceCookiePath = '/api/login';
const deviceCookieDays = 365;
/** A device or address is an account's usual client for this long after its last sign-in there. */
const knownForSeconds = 90 * 24 * 60 * 60;
const wellFormedDevice = /^[A-Za-z0-9_-]{43}$/;

export const deviceCookieName = (production: boolean): string =>
  production ? '__Secure-studio_device' : 'studio_device';

const hashed = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Who is signing in, as far as throttling goes. */
export interface SignInClient {
  address: string;
  /** The device cookie's value, when the browser sent a well-formed one. */
  device: string | null;
  /** This account has signed in from this device, or this address, within 90 days. */
  known: boolean;
  /** The client's part of its throttle bucket: its device when known, else its address. */
  key: string;
}

/**
 * The clients an account usually signs in from: the devices (a random id in a long-lived,
 * httpOnly cookie) and the addresses of its successful sign-ins, kept 90 days after the last one.
 * A stranger cannot present the owner's device, so the owner keeps signing in from it however
 * many attempts others make.
 */
export class KnownClients {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly production: boolean,
  ) {}

  private devicesKey(account: string) {
    return `${this.prefix}signin:known-devices:${account}`;
  }

  private addressesKey(account: string) {
    return `${this.prefix}signin:known-addresses:${account}`;
  }

  async clientOf(req: Request, account: string): Promise<SignInClient> {
    const address = clientIpOf(req);
    const presented = cookieValue(req.headers.cookie, deviceCookieName(this.production));
    const device = presented && wellFormedDevice.test(presented) ? presented : null;
    const [deviceKnown, addressKnown] = await Promise.all([
      device ? this.redis.sismember(this.devicesKey(account), hashed(device)) : 0,
      this.redis.sismember(this.addressesKey(account), address),
    ]);
    return {
      address,
      device,
      known: deviceKnown === 1 || addressKnown === 1,
      key: deviceKnown === 1 && device ? `device:${hashed(device)}` : `address:${address}`,
    };
  }

  /** After a successful sign-in: this device (given a cookie if it had none) and address are usual. */
  async remember(res: Response, account: string, client: SignInClient): Promise<void> {
    const device = client.device ?? randomBytes(32).toString('base64url');
    if (!client.device) {
      res.cookie(deviceCookieName(this.production), device, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.production,
        path: deviceCookiePath,
        maxAge: deviceCookieDays * 24 * 60 * 60 * 1000,
      });
    }
    await this.redis
      .multi()
      .sadd(this.devicesKey(account), hashed(device))
      .expire(this.devicesKey(account), knownForSeconds)
      .sadd(this.addressesKey(account), client.address)
      .expire(this.addressesKey(account), knownForSeconds)
      .exec();
  }
}
