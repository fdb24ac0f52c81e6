import { simpleParser, type ParsedMail } from 'mailparser';

/** A received message as a mail client reads it: decoded text and HTML, headers, attachments. */
export function parseMail(raw: string): Promise<ParsedMail> {
  return simpleParser(raw);
}
