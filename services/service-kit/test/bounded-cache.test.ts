import { expect, it } from 'vitest';
import { BoundedCache } from '../src/bounded-cache.js';

it('answers a value until its expiry and nothing from then on', () => {
  const cache = new BoundedCache<string>(10);
  cache.set('token', 'Ada', 2000);
  expect(cache.get('token', 1999)).toBe('Ada');
  expect(cache.get('token', 2000)).toBeUndefined();
  expect(cache.get('token', 1000)).toBeUndefined();
  expect(cache.size).toBe(0);
});

it('keeps at most its capacity, dropping the least recently used entry', () => {
  const cache = new BoundedCache<number>(2);
  cache.set('a', 1, Infinity);
  cache.set('b', 2, Infinity);
  expect(cache.get('a')).toBe(1);
  cache.set('c', 3, Infinity);
  expect(cache.size).toBe(2);
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBe(1);
  expect(cache.get('c')).toBe(3);
});
