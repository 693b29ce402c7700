// The back office's confirmation dialogs are native <dialog>s shown as modals: the focus stays inside and
// Escape closes them. jsdom has no showModal, so the tests see the open attribute instead.
export function showDialog(dialog: HTMLDialogElement | null, open: boolean): void {
  if (!dialog) return;
  if (open && !dialog.open) {
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }
  if (!open && dialog.open) {
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  }
}
