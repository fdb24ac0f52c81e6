import type { EarlyInteractions } from './early-interactions';
import { elementAt, pathWithin, type ElementPath } from './element-path';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FieldState {
  path: ElementPath;
  value: string;
  checked: boolean;
}

/** What the visitor changed in the prerendered fields: typed text, ticks, choices. */
function changedFields(root: HTMLElement): FieldState[] {
  const fields = root.querySelectorAll<Field>('input, textarea, select');
  return Array.from(fields).flatMap((field) => {
    const checkable = field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type);
    const changed = checkable
      ? field.checked !== field.defaultChecked
      : field instanceof HTMLSelectElement
        ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
        : field.value !== field.defaultValue;
    const path = changed ? pathWithin(root, field) : null;
    return path ? [{ path, value: field.value, checked: checkable ? field.checked : false }] : [];
  });
}

/**
 * Writes a value the way typing does, through the element's own setter and an `input` event, so
 * a React-controlled field updates its state and an uncontrolled one simply keeps the text.
 */
function restoreField(field: Element | null, state: FieldState): void {
  if (field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)) {
    if (field.checked !== state.checked) field.click();
    return;
  }
  if (!(
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  ))
    return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, state.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Resolves once no pointer or key is held: a press that began on the prerendered markup ends
 * there (and its click is dispatched) before the markup is replaced. Presses are watched from the
 * call on; the app's entry script calls it as soon as it runs.
 */
function pressesEnded(page: Document): { settled: () => Promise<void> } {
  let held = false;
  let onRelease: (() => void) | null = null;
  const press = () => {
    held = true;
  };
  const release = () => {
    held = false;
    // The click that ends a press is dispatched right after its release.
    if (onRelease) setTimeout(onRelease);
    onRelease = null;
  };
  const listeners: [string, () => void][] = [
    ['pointerdown', press],
    ['keydown', press],
    ['pointerup', release],
    ['pointercancel', release],
    ['keyup', release],
  ];
  for (const [type, listener] of listeners) page.addEventListener(type, listener, true);
  return {
    settled: async () => {
      if (held) await new Promise<void>((resolve) => (onRelease = resolve));
      for (const [type, listener] of listeners) page.removeEventListener(type, listener, true);
    },
  };
}

/**
 * Starts the app on a prerendered page whose inline script (prerendered-page-controls.ts) has
 * served the visitor so far. The app's first render replaces the prerendered markup with the same
 * page; what the visitor did meanwhile carries over to the live twins: typed text, the focused
 * element and its text selection (NavBar and HeroVideo read the menu and the clip from the
 * prerendered markup themselves), and a form submitted early is submitted again. The render waits
 * for a held pointer or key to be released, so a press that began on the old markup ends there.
 */
export async function takeOverPrerenderedPage(
  root: HTMLElement,
  early: EarlyInteractions,
  prepare: () => Promise<() => void>,
): Promise<void> {
  const presses = pressesEnded(root.ownerDocument);
  const render = await prepare();
  await presses.settled();
  // Read just before the render, from the markup the render mirrors.
  const fields = changedFields(root);
  const active = root.ownerDocument.activeElement;
  const focused = active && root.contains(active) ? pathWithin(root, active) : null;
  const selection =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
      ? { start: active.selectionStart, end: active.selectionEnd }
      : null;
  const submitted = early.submitted ? pathWithin(root, early.submitted) : null;

  render();

  for (const field of fields) restoreField(elementAt(root, field.path), field);
  const twin = focused ? elementAt(root, focused) : null;
  if (twin) {
    twin.focus({ preventScroll: true });
    if (
      selection &&
      (twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement) &&
      selection.start !== null
    ) {
      // Input types without a text selection (email, number) refuse it: the caret stays at the end.
      try {
        twin.setSelectionRange(selection.start, selection.end);
      } catch {
        /* no selection API on this input type */
      }
    }
  }
  const form = submitted ? elementAt(root, submitted) : null;
  if (form instanceof HTMLFormElement) form.requestSubmit();
}
