// The camera half of the QR reader, in a chunk of its own: @yudiel/react-qr-scanner is fetched only when a
// page with a reader opens (docs/architecture.md, Code splitting).
import {
  Scanner,
  setZXingModuleOverrides,
  type IDetectedBarcode,
  type IScannerError,
} from '@yudiel/react-qr-scanner';
import readerWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

// Browsers without a native BarcodeDetector decode with ZXing's WebAssembly build; it comes from this
// server (the CSP allows no CDN, docs/architecture.md, The admin app), not from the library's default CDN.
setZXingModuleOverrides({
  locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? readerWasm : prefix + file),
});

export interface CameraScannerProps {
  /** The text of a QR code seen. */
  onText: (text: string) => void;
  /** The camera could not start: denied, absent or unsupported. */
  onUnavailable: (reason: IScannerError['kind']) => void;
  paused: boolean;
}

export function CameraScanner({ onText, onUnavailable, paused }: CameraScannerProps) {
  const onScan = (codes: IDetectedBarcode[]) => {
    const text = codes[0]?.rawValue;
    if (text) onText(text);
  };
  return (
    <Scanner
      onScan={onScan}
      onError={(error) => onUnavailable(error.kind)}
      formats={['qr_code']}
      // No minimum size: the library asks for at least 640x640 by default, which a desk's 640x480 webcam
      // refuses (OverconstrainedError); any size reads a QR held up to it.
      constraints={{ facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } }}
      paused={paused}
      sound={false}
      components={{ finder: true }}
      styles={{ container: { width: '100%', maxWidth: 480 } }}
    />
  );
}
