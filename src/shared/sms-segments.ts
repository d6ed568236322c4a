/**
 * How many SMS a text costs: the one rule the template editor's counter and the server's checks share.
 * GSM 03.38: the basic table's characters take one septet, the extension table's two (an escape first);
 * any other character sends the whole text as UCS-2, counted in UTF-16 code units. One segment holds 160
 * septets or 70 units; a longer text is split into parts of 153 or 67 (each part carries a header).
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export interface SmsSize {
  encoding: 'GSM-7' | 'UCS-2';
  /** Characters as a person counts them (code points). */
  characters: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
}

export function smsSize(text: string): SmsSize {
  const characters = [...text].length;
  let septets = 0;
  for (const ch of text) {
    if (BASIC.has(ch)) septets += 1;
    else if (EXTENDED.has(ch)) septets += 2;
    else {
      const units = text.length;
      return { encoding: 'UCS-2', characters, units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'GSM-7', characters, units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}
