// The camera half of the scan page, in a chunk of its own: @yudiel/react-qr-scanner is fetched only when
// /admin/scan opens (docs/architecture.md, Code splitting).
import { Scanner, type IDetectedBarcode, type IScannerError } from '@yudiel/react-qr-scanner';

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
      constraints={{ facingMode: 'environment' }}
      paused={paused}
      sound={false}
      components={{ finder: true }}
      styles={{ container: { width: '100%', maxWidth: 480 } }}
    />
  );
}
