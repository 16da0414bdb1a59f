// The PromptPay QR code printed on payable documents: the payload comes from @banchee/domain (EMVCo/BOT
// format, thai-tax-reference §7), the symbol is computed locally by the pure-JS `qrcode` package and drawn
// here as a small SVG (synchronously, so the print template stays a plain function).
import { promptPayPayload } from '@banchee/domain';
import QRCode from 'qrcode';

export interface PromptPayQr {
  /** The EMVCo string encoded in the code (what a banking app reads). */
  readonly payload: string;
  /** The code as an SVG document, black modules on white with a 4-module quiet zone. */
  readonly svg: string;
}

const QUIET_ZONE = 4;

/**
 * A dynamic PromptPay QR for `amount` (decimal string) to `target` (mobile, tax id or e-wallet id).
 * Error correction M: survives a smudged print without making the code too dense for a 28 mm square.
 */
export function createPromptPayQr(target: string, amount: string): PromptPayQr {
  const payload = promptPayPayload({ target, amount });
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const size = modules.size + QUIET_ZONE * 2;
  // One path of unit squares ("M x y h1 v1 h-1 z" per dark module): crisp at any print resolution.
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return { payload, svg };
}
