import type { ExportDocument } from './export-document.js';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]!);

const headings: Record<string, string> = {
  profile: 'Your details',
  packages: 'Packages',
  sessions: 'Sessions',
  bookingRequests: 'Booking requests',
  payments: 'Payments',
  measurements: 'Measurements',
  progressPhotos: 'Progress photos (details only)',
  healthAnswers: 'Health answers (PAR-Q)',
  trialRequests: 'Trial requests',
  mailsSent: 'Mails sent',
  consents: 'Consents',
};

/** A value as nested definition lists and tables: every field shown, none interpreted. */
function render(value: unknown): string {
  if (value === null || value === undefined) return '<span>none</span>';
  if (Array.isArray(value)) {
    if (value.length === 0) return '<p>None.</p>';
    return `<ol>${value.map((item) => `<li>${render(item)}</li>`).join('')}</ol>`;
  }
  if (typeof value === 'object') {
    const rows = Object.entries(value)
      .map(([key, inner]) => `<dt>${escapeHtml(key)}</dt><dd>${render(inner)}</dd>`)
      .join('');
    return `<dl>${rows}</dl>`;
  }
  return escapeHtml(String(value));
}

/**
 * The readable summary of a data export: the same document as the JSON file, one heading per
 * section. Plain HTML with inline styles only, so it opens and prints anywhere offline.
 */
export function exportHtml(document: ExportDocument): string {
  const sections = Object.entries(headings)
    .map(
      ([key, heading]) =>
        `<section><h2>${escapeHtml(heading)}</h2>${render(document[key as keyof ExportDocument])}</section>`,
    )
    .join('\n');
  const name = String((document.profile as { name?: unknown }).name ?? 'a customer');
  const withheld =
    document.withheld.length > 0
      ? `<p>Not included for your role: ${escapeHtml(document.withheld.join(', '))}.</p>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Data held about ${escapeHtml(name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem;line-height:1.4}dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem;margin:.25rem 0}dt{font-weight:600}dd{margin:0}ol{padding-left:1.5rem}</style>
</head>
<body>
<h1>Data held about ${escapeHtml(name)}</h1>
<p>Exported ${escapeHtml(document.exportedAt)}. The same data is in the JSON file of this export.</p>
${withheld}
${sections}
</body>
</html>
`;
}
