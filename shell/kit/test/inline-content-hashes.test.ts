// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineContentHashes } from '../build/inline-content-hashes';
import { nginxAddHeaders } from '../build/nginx-security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the hashes of inline code a page allows', () => {
  it('hashes scripts that run, including modules and those inside a template, but no data blocks', () => {
    const html =
      '<!doctype html><head><script type="application/ld+json">{"a":1}</script>' +
      '<script type="application/json">{"b":2}</script><style>p{color:red}</style></head>' +
      '<body><script>one()</script><script type="module">two()</script>' +
      '<template><script>three()</script></template><script src="/main.js"></script></body>';
    expect(inlineContentHashes(html)).toEqual({
      scripts: [sha256('one()'), sha256('two()'), sha256('three()')],
      styles: [sha256('p{color:red}')],
    });
  });

  it('hashes the text as the browser parsed it: line breaks normalised, entities left alone', () => {
    const { scripts } = inlineContentHashes('<script>a();\r\nb("&amp;");\r</script>');
    expect(scripts).toEqual([sha256('a();\nb("&amp;");\n')]);
  });
});

describe('the nginx form of the headers', () => {
  it('writes each header as an add_header line that also applies to error answers', () => {
    expect(nginxAddHeaders([['Referrer-Policy', 'no-referrer']])).toBe(
      'add_header Referrer-Policy "no-referrer" always;',
    );
  });

  it('refuses a value nginx would read differently (a variable or a closing quote)', () => {
    expect(() => nginxAddHeaders([['X-Test', 'cost $5']])).toThrow(/X-Test/);
    expect(() => nginxAddHeaders([['X-Test', 'say "hi"']])).toThrow(/X-Test/);
  });
});
