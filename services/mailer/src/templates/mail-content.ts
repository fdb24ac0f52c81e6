import type { MailStudio, RenderedMail } from '@studio/contracts/mail';

/**
 * What one mail says, independent of format: each template fills this in and `renderMail` turns
 * it into both the HTML and the plain-text body, so the two never say different things.
 */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Label/value lines shown as a small table (HTML) or aligned lines (text). */
  details?: Array<[label: string, value: string]>;
  /** The one thing to do, as a button (HTML) or a bare link (text). */
  action?: { label: string; url: string };
  /** After the action: what happens if the reader does nothing. */
  afterword?: string[];
  unsubscribeUrl?: string;
}

const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const unsubscribeSentence = 'To stop reminders and notices from us, open this link:';

function renderText(content: MailContent, studio: MailStudio): string {
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.details) {
    for (const [label, value] of content.details) lines.push(`${label}: ${value}`);
    lines.push('');
  }
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, '');
  for (const paragraph of content.afterword ?? []) lines.push(paragraph, '');
  lines.push('--', studio.name, ...[studio.address, studio.phone].filter(Boolean));
  if (content.unsubscribeUrl) lines.push('', unsubscribeSentence, content.unsubscribeUrl);
  return `${lines.join('\n')}\n`;
}

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;

function renderHtml(content: MailContent, studio: MailStudio): string {
  const details = content.details
    ? `<table role="presentation" style="width:100%;margin:0 0 16px;border-collapse:collapse;font-size:16px">${content.details
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;vertical-align:top;color:#555;font-weight:600">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:#1f4e79;color:#ffffff;text-decoration:none;border-radius:6px;font-size:16px;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const footerLines = [studio.name, studio.address, studio.phone].filter(Boolean).map(escapeHtml);
  const unsubscribe = content.unsubscribeUrl
    ? `<p style="margin:12px 0 0">${escapeHtml(unsubscribeSentence)} <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#1f4e79">Stop these emails</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<div role="article" aria-label="${escapeHtml(content.subject)}" style="max-width:600px;margin:0 auto;padding:16px">
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:#1f4e79">${escapeHtml(studio.name)}</h1>
${paragraphHtml(content.greeting)}
${content.paragraphs.map(paragraphHtml).join('\n')}
${details}${action}${(content.afterword ?? []).map(paragraphHtml).join('\n')}
</div>
<div style="padding:16px 8px;font-size:13px;line-height:1.5;color:#666">
<p style="margin:0">${footerLines.join('<br>')}</p>${unsubscribe}
</div>
</div>
</body>
</html>
`;
}

export function renderMail(content: MailContent, studio: MailStudio): RenderedMail {
  return {
    subject: content.subject,
    text: renderText(content, studio),
    html: renderHtml(content, studio),
  };
}
