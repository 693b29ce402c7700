// A long press on a shared touch screen opens the browser's context menu (copy, inspect, print...): the kiosk
// has none (docs/product-rules.md, Kiosk).
import { useEffect } from 'react';

export function useNoContextMenu(): void {
  useEffect(() => {
    const refuse = (event: Event) => event.preventDefault();
    document.addEventListener('contextmenu', refuse);
    return () => document.removeEventListener('contextmenu', refuse);
  }, []);
}
