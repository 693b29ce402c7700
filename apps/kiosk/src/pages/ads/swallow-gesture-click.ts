// A touch that wakes the kiosk ends, a moment later, in a click. By then the home page has replaced the
// ads, and that click would press whatever button now lies under the finger (a language, say). Swallow
// the click that finishes the waking gesture, and nothing after it.

/** How long after the finger lifts a click still belongs to the waking gesture. */
const CLICK_AFTER_RELEASE_MS = 400;
/** Give up waiting for the gesture to end (a touch held very long, or one that never lifts). */
const GIVE_UP_MS = 5000;

export function swallowGestureClick(): void {
  const capture = true;
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    stop();
  };
  const released = () => window.setTimeout(stop, CLICK_AFTER_RELEASE_MS);
  const giveUp = window.setTimeout(stop, GIVE_UP_MS);
  function stop() {
    window.clearTimeout(giveUp);
    window.removeEventListener('click', swallow, capture);
    window.removeEventListener('pointerup', released, capture);
    window.removeEventListener('touchend', released, capture);
  }
  window.addEventListener('click', swallow, capture);
  window.addEventListener('pointerup', released, capture);
  window.addEventListener('touchend', released, capture);
}
