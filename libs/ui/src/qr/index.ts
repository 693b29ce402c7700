// The QR reader is an entry point of its own (`@sabai/ui/qr`): only pages that read codes load it.
export { QrReader, type QrReaderProps } from './qr-reader';
