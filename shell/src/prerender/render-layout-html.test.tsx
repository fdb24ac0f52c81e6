// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderLayoutHtml } from './render-layout-html';

describe('renderLayoutHtml (prerendering in Node)', () => {
  it('wraps the page in the logged-out nav, main and footer', () => {
    const html = renderLayoutHtml('/founder', '<h1>Meet the founder</h1>');
    expect(html).toContain(
      '<main id="main" class="site-main" tabindex="-1"><h1>Meet the founder</h1></main>',
    );
    for (const label of [
      'FOUNDER',
      'BODY TRANSFORMATION PROGRAM',
      'WEIGHT LOSS PROGRAM',
      'LOGIN',
    ]) {
      expect(html).toContain(`>${label}</a>`);
    }
    expect(html).toMatch(/href="\/founder"[^>]*class="active"|class="active"[^>]*href="\/founder"/);
    expect(html).toContain('Established in 2020 by');
  });
});
