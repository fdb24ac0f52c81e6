import { describe, expect, it } from 'vitest';
import shipped from '../../public/remotes.json';
import { parseRemoteList } from './remote-list';

describe('remote list', () => {
  it('ships a default that points each remote at its path on the same origin', () => {
    expect(parseRemoteList(shipped)).toEqual([
      { name: 'mfe_public', entry: '/remotes/public/mf-manifest.json' },
      { name: 'mfe_staff', entry: '/remotes/staff/mf-manifest.json' },
      { name: 'mfe_scheduling', entry: '/remotes/scheduling/mf-manifest.json' },
      { name: 'mfe_client', entry: '/remotes/client/mf-manifest.json' },
    ]);
  });

  it('refuses a list without remotes or with an entry missing its name', () => {
    expect(() => parseRemoteList({})).toThrow(/no "remotes" array/);
    expect(() => parseRemoteList({ remotes: [{ entry: '/x/mf-manifest.json' }] })).toThrow(
      /remote #0/,
    );
  });
});
