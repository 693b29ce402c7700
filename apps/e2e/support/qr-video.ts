// A camera for the browser: a QR code drawn into a YUV4MPEG2 (Y4M) video that Chromium plays as its fake
// capture device (--use-file-for-fake-video-capture). 4:2:0, black modules on white with a quiet zone.
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const QUIET_MODULES = 4;

/** The luma plane of one frame: the QR centred, each module a square of pixels. */
function qrLuma(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QUIET_MODULES;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.9) / side);
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * WIDTH + left + col * scale;
        luma.fill(16, start, start + scale);
      }
    }
  }
  return luma;
}

/** Writes `frames` frames of the QR of `text` to `file` (10 frames a second). */
export function writeQrVideo(file: string, text: string, frames = 30): void {
  const luma = qrLuma(text);
  // Grey chroma: U and V at 128, a quarter of the pixels each.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
