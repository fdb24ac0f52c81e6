/**
 * EMVCo QR payloads (the SGQR PayNow code): the checksum they end with, and a reader of their
 * fields, shared by the payment service that writes them and the tests that decode the QR image.
 */

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR) as four
 * upper-case hex digits. It covers the payload up to and including the checksum's own `6304`.
 */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The data objects of an EMVCo payload (two-digit id, two-digit length, value) by id, in order.
 * Nested templates (`26`, `62`) are read by calling it again on their value. Throws on a payload
 * whose lengths do not add up.
 */
export function emvcoFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    const value = payload.slice(at + 4, at + 4 + length);
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || value.length !== length)
      throw new Error(`Not an EMVCo payload: field at ${at} does not add up.`);
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}
